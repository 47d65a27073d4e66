import { HomePage } from '@/features/shell/home-page';

/** `/` */
export function HomeRoute() {
  return <HomePage />;
}
