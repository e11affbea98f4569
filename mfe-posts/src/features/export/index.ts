export { ExportOptionsModal, type ExportOptionsModalProps } from './components/ExportOptionsModal';
export { exportSelectedPosts } from './export-selected';
