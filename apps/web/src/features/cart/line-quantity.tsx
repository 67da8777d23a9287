import {
  isQuantityInRange,
  pricedUnit,
  quantityLabel,
  quantityRange,
  quantityRangeHint,
} from '@app/contracts/service-quantity';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import type { CartItem } from './cart-rules';
import { cartActions } from './cart-store';

/** A cart line's quantity: the word count for a service priced per word, else − and + buttons. */
export function LineQuantity({ item }: { item: CartItem }) {
  return pricedUnit(item.priceUnit) ? <UnitCount item={item} /> : <Stepper item={item} />;
}

/**
 * Asks for the count of the price's unit (the manuscript's words), empty until first entered. What
 * is typed reaches the cart only when it is a whole number in range; otherwise the field says what
 * to enter and the cart keeps the last good count, which the field shows again once left.
 */
function UnitCount({ item }: { item: CartItem }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { min, max } = quantityRange(item.priceUnit);
  const onChange = (value: string) => {
    const count = Number(value);
    if (value.trim() !== '' && isQuantityInRange(count, item.priceUnit)) {
      cartActions.setQuantity(item.id, item.format, count);
      setDraft(null);
    } else {
      setDraft(value);
    }
  };
  return (
    <div className="w-48">
      <FormField
        label={
          <>
            {quantityLabel(item.priceUnit)}
            <span className="sr-only"> for {item.title}</span>
          </>
        }
        error={draft === null ? undefined : `Enter ${quantityRangeHint(item.priceUnit)}.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? (item.quantity > 0 ? String(item.quantity) : '')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setDraft(null)}
        />
      </FormField>
    </div>
  );
}

function Stepper({ item }: { item: CartItem }) {
  const { min, max } = quantityRange(item.priceUnit);
  return (
    <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${item.title}`}>
      <Button
        variant="outline"
        size="icon"
        disabled={item.quantity <= min}
        onClick={() => cartActions.setQuantity(item.id, item.format, item.quantity - 1)}
        aria-label={`Decrease quantity of ${item.title}`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </Button>
      <span className="w-10 text-center font-semibold" aria-live="polite">
        {item.quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        disabled={item.quantity >= max}
        onClick={() => cartActions.setQuantity(item.id, item.format, item.quantity + 1)}
        aria-label={`Increase quantity of ${item.title}`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  );
}
