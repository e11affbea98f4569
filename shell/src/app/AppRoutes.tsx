import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from '../features/account/AccountPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { WelcomeRedirect } from '../features/home/WelcomeRedirect';
import { AppLayout } from '../features/layout/AppLayout';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { RequireUser, VisitorOnly } from '../features/session/guards';

const overview = <RemoteArea module="mfe_analytics/Overview" />;
const planUsage = <RemoteArea module="mfe_analytics/PlanUsage" />;

/** The route table of spec doc 1 §2.1. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <VisitorOnly>
            <LoginPage />
          </VisitorOnly>
        }
      />
      <Route path="/logout" element={<LogoutPage />} />
      <Route
        element={
          <RequireUser>
            <AppLayout />
          </RequireUser>
        }
      >
        <Route index element={<WelcomeRedirect />} />
        <Route path="feed" element={<RemoteArea module="mfe_feeds/FeedList" />} />
        <Route path="feed/:taskId" element={<RemoteArea module="mfe_feeds/FeedPage" />}>
          <Route index element={overview} />
          <Route path="overview" element={overview} />
          <Route path="posts" element={<RemoteArea module="mfe_posts/Posts" />} />
          <Route path="compare" element={<RemoteArea module="mfe_analytics/Compare" />} />
          {/* 'trends' and any unknown last segment show the overview. */}
          <Route path="*" element={overview} />
        </Route>
        <Route path="trend" element={<RemoteArea module="mfe_trend/TrendResults" />} />
        <Route path="trend/:topic" element={<RemoteArea module="mfe_trend/TopicOverview" />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="account/usage" element={planUsage} />
        <Route path="usage" element={planUsage} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
