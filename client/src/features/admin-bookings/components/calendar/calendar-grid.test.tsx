// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { TooltipProvider } from '@/components/ui/tooltip';
import { anAdminBooking } from '@/test/bookings';
import { renderInApp } from '@/test/render';
import CalendarGrid from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import type { CalendarView } from './calendar-range';

const NAMES = ['Avery Marlin', 'Blake Seaworth', 'Casey Drydock', 'Devon Keelhauler-Smythe'];

/** A full 10:00 AM deadline (four owners) and one launch alone at noon, on one day. */
function dayOfBookings(): AdminBooking[] {
  return [
    ...NAMES.map((ownerName, i) =>
      anAdminBooking({
        id: i + 1,
        ownerName,
        confirmationCode: `CODE000${i + 1}`,
        serviceType: i === 1 ? 'launch' : 'haul-out',
        completed: i === 2,
        closure: { reason: 'High winds' },
      }),
    ),
    anAdminBooking({ id: 9, ownerName: 'Noon Alone', timeSlot: '12:00 PM', serviceType: 'launch' }),
  ];
}

function renderCalendar(view: CalendarView, onSelectBooking = vi.fn()) {
  const date = new Date(2026, 11, 2, 9);
  const nav = {
    date,
    view,
    getNow: () => date,
    onNavigate: () => {},
    onView: () => {},
  };
  const utils = renderInApp(
    <TooltipProvider>
      <CalendarGrid
        bookings={dayOfBookings()}
        nav={nav}
        onSelectBooking={onSelectBooking}
        heldDates={new Map()}
      />
    </TooltipProvider>,
  );
  return { ...utils, onSelectBooking };
}

describe('the office calendar', () => {
  it.each(['week', 'day'] as const)(
    'when a deadline holds four bookings in %s view, then one block says so, lists the names and opens each on click',
    async (view) => {
      const { user, onSelectBooking } = renderCalendar(view);
      const block = screen.getByRole('button', { name: /^10:00 AM · 4 services, Wed, Dec 2/ });
      expect(block.getAttribute('aria-label')).toContain('Deadline closed: High winds');
      expect(block.textContent).toContain('10:00 AM · 4 services');
      expect(block.textContent).toContain('↑ Avery Marlin↓ Blake Seaworth');
      expect(block.textContent).toContain('Closed');
      // Four bookings make one event, not four slivers; the lone noon launch stays itself.
      expect(document.querySelectorAll('.rbc-event')).toHaveLength(2);
      expect(screen.getByRole('button', { name: /^Launch: Noon Alone/ })).toBeTruthy();

      expect(block.getAttribute('aria-expanded')).toBe('false');
      await user.click(block);
      const list = await screen.findByRole('dialog', { name: /4 services/ });
      const items = within(list).getAllByRole('button');
      expect(items.map((item) => item.textContent)).toEqual([
        '↑ Avery MarlinHaul Out',
        '↓ Blake SeaworthLaunch',
        '↑ Casey DrydockHaul Out · Completed',
        '↑ Devon Keelhauler-SmytheHaul Out',
      ]);
      await user.click(items[1]!);
      expect(onSelectBooking).toHaveBeenCalledWith(
        expect.objectContaining({ ownerName: 'Blake Seaworth' }),
        block,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('when the list is opened from the keyboard and closed with Escape, then focus is back on the block', async () => {
    const { user } = renderCalendar('week');
    const block = screen.getByRole('button', { name: /^10:00 AM · 4 services/ });
    block.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', { name: /4 services/ });
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(block));
  });

  it('when the legend shows, then it explains the colours, arrows and marks', () => {
    renderInApp(<CalendarLegend />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        '↑Haul out: the boat comes up',
        '↓Launch: the boat goes in',
        '✓Completed',
        'ClosedDeadline closed (office closure or weather hold)',
      ]),
    );
  });
});
