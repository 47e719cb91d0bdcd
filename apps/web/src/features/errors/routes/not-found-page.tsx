import { ErrorPage } from '../../../components/error-page';

/** Inside the app layout: any path no route matches. */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** Outside the app layout (unprefixed unknown paths). */
export function StandaloneNotFoundPage() {
  return <ErrorPage status={404} standalone />;
}
