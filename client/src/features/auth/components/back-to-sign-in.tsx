import { Link } from 'react-router-dom';
import { Button, buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * 'Back to sign in': inside the auth page's in-page flows a button that changes the mode
 * (onBack); on the standalone pages a link to /auth.
 */
export function BackToSignIn(props: { onBack?: () => void; variant?: ButtonVariant }) {
  const variant = props.variant ?? 'link';
  if (props.onBack) {
    return (
      <Button variant={variant} onClick={props.onBack}>
        Back to sign in
      </Button>
    );
  }
  return (
    <Link to={paths.auth} className={buttonClasses(variant)}>
      Back to sign in
    </Link>
  );
}
