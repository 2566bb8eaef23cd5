import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminBanner } from './admin-banner';
import { ADMIN_TABS } from './admin-tabs';

/** /admin: the banner and the tabs; the chosen tab lives in ?tab= so reload and Back keep it. */
export default function AdminDashboard() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const current = ADMIN_TABS.find((tab) => tab.value === requested) ?? ADMIN_TABS[0]!;

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
          {ADMIN_TABS.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="px-5 max-md:flex-auto max-md:px-3"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.value === current.value && tab.render()}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
