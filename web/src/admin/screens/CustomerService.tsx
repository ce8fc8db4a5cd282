/** The customer-service inbox (id 2): live chats answered as id 2 with each reply's staff author, and mails. */
import { useState } from 'react';
import { Tabs } from '../ui';
import { useAdminText } from '../useAdminText';
import { ScreenTitle } from '../Page.styles';
import { ServiceChats } from './ServiceChats';
import { ServiceMails } from './ServiceMails';

export default function CustomerService() {
  const { t } = useAdminText();
  const [tab, setTab] = useState('chats');
  return (
    <>
      <ScreenTitle title={t('service.heading')} />
      <Tabs
        label={t('service.heading')}
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'chats', label: t('service.chats'), content: tab === 'chats' ? <ServiceChats /> : null },
          { id: 'mails', label: t('service.mails'), content: tab === 'mails' ? <ServiceMails /> : null },
        ]}
      />
    </>
  );
}
