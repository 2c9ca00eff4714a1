// How a cost says where it comes from: the row's model, date and whose token count, in both languages.
import type { PriceRow, UsageSource } from '../../../core/cost/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';

export function pricedAt(row: PriceRow, source: UsageSource): Bilingual {
  const from =
    source === 'provider'
      ? { en: "from the provider's reported usage", es: 'según el uso que informa el proveedor' }
      : { en: "from the lab's token count", es: 'según el recuento de tokens del laboratorio' };
  return {
    en: `at ${row.model}'s listed price, ${row.checkedOn}, ${from.en}`,
    es: `al precio publicado de ${row.model}, ${row.checkedOn}, ${from.es}`,
  };
}

export const OUTPUT_NOT_COUNTED: Bilingual = {
  en: 'output tokens not counted yet',
  es: 'tokens de salida aún sin contar',
};
