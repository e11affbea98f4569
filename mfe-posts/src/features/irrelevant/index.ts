export { IrrelevantPostsModal, type IrrelevantPostsModalProps } from './components/IrrelevantPostsModal';
