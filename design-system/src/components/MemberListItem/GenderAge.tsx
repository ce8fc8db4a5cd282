import { Mars, Venus } from 'lucide-react';
import { Gender } from './MemberListItem.styles';
import { useLocale } from '../../i18n/LocaleProvider';

/** Gender symbol and age on a tinted pill ("♂ 34"), read out as "Male, 34 years old". */
export function GenderAge({ sex, age }: { sex: 0 | 1; age: number }) {
  const { t } = useLocale();
  return (
    <Gender
      $sex={sex}
      role="img"
      aria-label={`${t(sex === 1 ? 'member.male' : 'member.female')}, ${t('member.ageLabel', { age })}`}
    >
      {sex === 1 ? <Mars aria-hidden /> : <Venus aria-hidden />}
      <span aria-hidden="true">{age}</span>
    </Gender>
  );
}
