import { SERVICE_LABELS, type ServiceType } from '@shared/constants';
import { Badge } from './ui/badge';

/**
 * docs/product.md#screens: a haul-out badge in the destructive style, a launch badge in blue, on
 * every list.
 */
export function ServiceBadge({
  serviceType,
  className,
}: {
  serviceType: ServiceType;
  className?: string;
}) {
  return (
    <Badge tone={serviceType === 'haul-out' ? 'destructive' : 'blue'} className={className}>
      {SERVICE_LABELS[serviceType]}
    </Badge>
  );
}
