import { Link } from 'react-router-dom';
import { marinaToday } from '@shared/marina-time';
import { buttonClasses } from '@/components/ui/button';
import { useConfig } from '@/lib/config';

/**
 * A dated page's address whose date is not a calendar date (/admin/day/…, /admin/board/…):
 * says how the address is written and links to today's page, in marina time.
 */
export function InvalidDateNotice(props: {
  date: string;
  /** What the page is, as in "A {page}'s address ends in a date". */
  page: string;
  todayPath(date: string): string;
  todayLabel: string;
}) {
  const { data: config } = useConfig();
  const today = config ? marinaToday(new Date(), config.timeZone) : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3">
      <h1 className="text-3xl font-extrabold">Not a valid date</h1>
      <p className="text-lg">
        “{props.date}” is not a calendar date. A {props.page}&apos;s address ends in a date written
        yyyy-MM-dd, such as 2026-11-26.
      </p>
      {today && (
        <Link to={props.todayPath(today)} className={buttonClasses('primary', 'lg')}>
          {props.todayLabel}
        </Link>
      )}
    </div>
  );
}
