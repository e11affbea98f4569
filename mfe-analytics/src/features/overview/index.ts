export { Overview } from './components/Overview';
export { KeywordCloud } from './components/KeywordCloud';
export { NOTHING_TO_SHOW, TRY_LONGER } from './components/OverviewDashboard';
export { chartInterval, readOverviewView, withInterval } from './overview-url';
