export { TrendResults as default } from '../features/trend-results/components/TrendResults';
