import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonClasses } from '@/components/ui/button';

const points = [
  {
    title: 'An account is required to book',
    text: 'Create a free account with your storage details, then book a haul-out or launch in under a minute.',
  },
  {
    title: 'Subject to marina availability and weather',
    text: 'Each deadline has limited lift capacity; the yard may close a day for weather or holidays.',
  },
  {
    title: 'Email reminders before your service',
    text: 'You get a confirmation email with your code right away and a reminder before the service.',
  },
];

/** The public landing page (signed-in visitors are forwarded to /schedule by the router). */
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <section className="bg-gradient-to-br from-[#0b2545] via-[#0d3b66] to-[#0f766e] text-white dark:from-[#030b14] dark:via-[#06182b] dark:to-[#073b3a]">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <BrandLogo inverted />
          <ThemeToggle inverted />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:pb-24 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">
            Haul-out &amp; launch scheduling
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl">
            Get your boat in and out of the water on your schedule.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-100">
            Pick a day and a deadline, tell the yard where your boat is and where it goes, and get a
            confirmation code instantly.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.register} className={buttonClasses('inverse', 'lg')}>
              Create Account
            </Link>
            <Link to={paths.auth} className={buttonClasses('outlineInverse', 'lg')}>
              Sign In
            </Link>
          </div>
        </div>
      </section>
      <main className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-12 md:grid-cols-3">
        {points.map((point) => (
          <article
            key={point.title}
            className="rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <h2 className="text-lg font-bold">{point.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{point.text}</p>
          </article>
        ))}
        <p className="text-sm text-muted-foreground md:col-span-3">
          Just looking? You can{' '}
          <Link
            to={paths.schedule}
            // Padding on an inline link grows its target to 44 px, not the line.
            className="py-3.5 font-semibold text-foreground underline underline-offset-4"
          >
            browse open deadlines
          </Link>{' '}
          without an account.
        </p>
      </main>
    </div>
  );
}
