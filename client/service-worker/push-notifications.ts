/// <reference lib="webworker" />
import type { PushNews } from '@shared/api/push';

const ICON = '/icons/icon-192.png';
const FALLBACK_URL = '/my-bookings';

function newsOf(data: PushMessageData | null): PushNews | null {
  try {
    const news = data?.json() as Partial<PushNews> | undefined;
    if (typeof news?.title !== 'string' || typeof news.body !== 'string') return null;
    return {
      title: news.title,
      body: news.body,
      url: typeof news.url === 'string' ? news.url : FALLBACK_URL,
      tag: typeof news.tag === 'string' ? news.tag : '',
    };
  } catch {
    return null;
  }
}

/** Shown for a push this build cannot read (one from a newer server, say). */
const UNREADABLE: PushNews = {
  title: 'Booking news',
  body: 'Open the app to see your bookings.',
  url: FALLBACK_URL,
  tag: 'booking-news',
};

/**
 * A push is always shown: the subscription promised it (userVisibleOnly), and a browser shows
 * its own 'updated in the background' line for one that is not.
 */
export async function showPushedNews(
  self: ServiceWorkerGlobalScope,
  data: PushMessageData | null,
): Promise<void> {
  const news = newsOf(data) ?? UNREADABLE;
  await self.registration.showNotification(news.title, {
    body: news.body,
    icon: ICON,
    badge: ICON,
    data: { url: news.url },
    ...(news.tag ? { tag: news.tag } : {}),
  });
}

/**
 * A tap opens the news' page in the app: an open window of it is brought forward (and taken
 * there), else a new one opens. Only a path of this app is followed, never another site.
 */
export async function openNotificationTarget(
  self: ServiceWorkerGlobalScope,
  notification: Notification,
): Promise<void> {
  const wanted = (notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof wanted === 'string' ? wanted : FALLBACK_URL, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : FALLBACK_URL;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // A window this worker does not control cannot be navigated from here: open another.
    const there = focused.url === url ? focused : await focused.navigate(url).catch(() => null);
    if (there) return;
  }
  await self.clients.openWindow(url);
}
