export { PostDetailsModal, type PostDetailsModalProps } from './components/PostDetailsModal';
export type { PostDetailsRequest, SearchWindow } from './post-details-request';
