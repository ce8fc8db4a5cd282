/**
 * The birthday picker of the settings screens (both layouts): 18 or over, from 1950-01-01, starting
 * from the member's birthday. Gives the BirthdayPicker's props; the screen adds the error it got.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { BIRTHDAY_MIN } from '../../app/validation';

export function useBirthdayField(initial: () => Date | null) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Date | null>(initial);
  const [today] = useState(() => new Date());
  return { label: t('field.birthday'), required: true, value, onValueChange: setValue, min: BIRTHDAY_MIN, max: today };
}
