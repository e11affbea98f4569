export { Compare as default } from '../features/compare/components/Compare';
