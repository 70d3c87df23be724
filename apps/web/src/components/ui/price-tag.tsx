import { Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PriceText } from './price-text';

/** A starting price with the delivery time under it, as package and service cards show them. */
export function PriceTag({
  price,
  deliveryTime,
  priceClassName,
  alignRight = false,
}: {
  price: string;
  deliveryTime: string;
  priceClassName: string;
  alignRight?: boolean;
}) {
  return (
    <div className={alignRight ? 'text-right' : undefined}>
      <p className={cn('text-2xl font-bold', priceClassName)}>
        <PriceText>{price}</PriceText>
      </p>
      <p className={cn('mt-1 items-center gap-1 text-sm text-slate-500', alignRight ? 'inline-flex' : 'flex')}>
        <Clock className="size-3.5" aria-hidden />
        {deliveryTime}
      </p>
    </div>
  );
}
