export { FeedEditor as default } from '../features/feed-editor';
