export { TopicOverview as default } from '../features/topic-overview/components/TopicOverview';
