import type { SmsSettings } from '@shared/api/sms';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { TextMessagesCard } from './text-messages-card';

/** Component tests' card on an owner's profile, the server answering GET /api/sms with `sms`. */
export function renderTextMessagesCard(sms: SmsSettings, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig({ marinaName: 'Harbor Point Marina' })),
    'GET /api/sms': ok({ sms }),
    ...routes,
  });
  return { api, ...renderInApp(<TextMessagesCard userId={1} />) };
}
