import { lazy } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { canUser } from '@/lib/roles';
import { useUser } from '@/lib/session';
import { AdminBanner } from './admin-banner';
import { ADMIN_TABS } from './admin-tabs';

const NotFound = lazy(() => import('../not-found'));
const AccessDenied = lazy(() => import('../access-denied'));

/** A tab's address in its one spelling: the first tab is /admin itself. */
const tabAddress = (value: string) =>
  value === ADMIN_TABS[0]!.value ? paths.admin : `${paths.admin}?tab=${value}`;

/**
 * /admin: the banner and the tabs the role may see (docs/product.md#staff-roles); the chosen tab
 * lives in ?tab= so reload and Back keep it. /admin/users names the same tab. A tab the role
 * lacks is never offered, and its address says Access Denied; a role with no tab at all (the
 * crew) goes to today's board.
 */
export default function AdminDashboard() {
  const { tab: addressed } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data: user } = useUser();
  const tabs = ADMIN_TABS.filter((tab) => canUser(user, tab.permission));
  const named = ADMIN_TABS.find((tab) => tab.value === (addressed ?? search.get('tab')));

  if (addressed !== undefined && !named) return <NotFound />;
  if (named && !tabs.includes(named)) return <AccessDenied />;
  if (named && addressed !== undefined) return <Navigate to={tabAddress(named.value)} replace />;
  const current = named ?? tabs[0];
  if (!current) return <Navigate to={paths.adminBoardToday} replace />;

  const select = (value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === ADMIN_TABS[0]!.value) next.delete('tab');
      else next.set('tab', value);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <AdminBanner />
      <Tabs value={current.value} onValueChange={select} className="flex flex-col gap-4">
        {/* Five tabs do not fit a phone's row: there they wrap, each label whole and each row
            filled, rather than scrolling some out of sight. */}
        <TabsList
          aria-label="Admin sections"
          className="max-md:flex max-md:w-full max-md:flex-wrap md:w-fit md:max-w-full md:auto-cols-max"
        >
          {tabs.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="px-5 max-md:flex-auto max-md:px-3"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.value === current.value && tab.render()}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
