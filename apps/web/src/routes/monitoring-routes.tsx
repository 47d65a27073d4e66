import { MonitoringPage } from '@/features/monitoring/monitoring-page';

/** `/monitoring` (also reached with visitorId, fromDate and toDate from a booking). */
export function MonitoringRoute() {
  return <MonitoringPage />;
}
