export { Overview as default } from '../features/overview/components/Overview';
