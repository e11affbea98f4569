export { Posts as default } from '../features/posts/components/Posts';
