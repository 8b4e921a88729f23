import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import ky from 'ky';

export function Component() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['hello'],
    queryFn: () => ky.get('/hello.json').json<{ name: string }>(),
  });
  return (
    <main>
      <h1>{t('hello')}</h1>
      <p>{data?.name ?? Cookies.get('name')}</p>
    </main>
  );
}
