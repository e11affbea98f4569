export { FeedEditor, type FeedEditorProps } from './components/FeedEditor';
