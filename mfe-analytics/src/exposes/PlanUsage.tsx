export { PlanUsage as default } from '../features/plan-usage/components/PlanUsage';
