/**
 * The mobile layout (/m/*): its providers and routes. Every screen is its own lazily loaded chunk;
 * nothing here imports desktop or admin code.
 */
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { LoggedOutOnly, RequireLogin, Titled } from '../app/guards';
import { i18n, localeReady } from '../app/i18n';
import { LoadingOverlay } from '../app/ui';

const Login = lazy(() => import('./screens/Login'));
const Register = lazy(() => import('./screens/Register'));
const ForgotPassword = lazy(() => import('./screens/ForgotPassword'));
const Agreement = lazy(() => import('./screens/Agreement'));
const HomeShell = lazy(() => import('./HomeShell'));
const MemberIndex = lazy(() => import('./home/MemberIndex'));
const SetupIndex = lazy(() => import('./setup/SetupIndex'));
const ChangeSignature = lazy(() => import('./setup/ChangeSignature'));
const Language = lazy(() => import('./setup/Language'));
const ChangePassword = lazy(() => import('./setup/ChangePassword'));
const TrendList = lazy(() => import('./trend/TrendList'));
const TrendNew = lazy(() => import('./trend/TrendNew'));
const MyIndex = lazy(() => import('./my/MyIndex'));
const MemberProfile = lazy(() => import('./my/MemberProfile'));
const SetupData = lazy(() => import('./setup/SetupData'));
const ChangeBirthday = lazy(() => import('./setup/ChangeBirthday'));
const ChangeGender = lazy(() => import('./setup/ChangeGender'));
const MessageScreen = lazy(() => import('./message/MessageScreen'));
const ChatListScreen = lazy(() => import('./chat/ChatListScreen'));
const ChatIndex = lazy(() => import('./chat/ChatIndex'));
const ChatService = lazy(() => import('./chat/ChatService'));
const EmailList = lazy(() => import('./email/EmailList'));
const EmailSend = lazy(() => import('./email/EmailSend'));
const GiftList = lazy(() => import('./gift/GiftList'));
const GiftListbox = lazy(() => import('./gift/GiftListbox'));
const GiftSend = lazy(() => import('./gift/GiftSend'));
const InvestIndex = lazy(() => import('./invest/InvestIndex'));
const UpgradeIndex = lazy(() => import('./upgrade/UpgradeIndex'));
const UpgradeInfo = lazy(() => import('./upgrade/UpgradeInfo'));
const InvestPay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.InvestPay })));
const UpgradePay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.UpgradePay })));
const ParamsPay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.ParamsPay })));

function Loading() {
  return <LoadingOverlay open />;
}

const screen = (title: string, Screen: ComponentType, wrap?: (node: ReactNode) => ReactNode) => {
  const node = (
    <Titled title={title}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </Titled>
  );
  return wrap ? wrap(node) : node;
};

const loggedOut = (node: ReactNode) => <LoggedOutOnly area="m">{node}</LoggedOutOnly>;

function Invitation() {
  return <Register invitation />;
}

export function MobileRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/m/home" replace />} />
      <Route path="login" element={screen('title.login', Login, loggedOut)} />
      <Route path="Register" element={screen('title.register', Register, loggedOut)} />
      <Route path="Forgotpassword" element={screen('title.forgot', ForgotPassword, loggedOut)} />
      <Route path="agreement" element={screen('title.agreement', Agreement, loggedOut)} />
      <Route path="regist/:code" element={screen('title.invitation', Invitation, loggedOut)} />
      <Route
        path="home"
        element={
          <RequireLogin area="m">
            <Suspense fallback={<Loading />}>
              <HomeShell />
            </Suspense>
          </RequireLogin>
        }
      >
        <Route index element={<Navigate to="/m/home/index" replace />} />
        <Route path="index" element={screen('title.home', MemberIndex)} />
        <Route path="trend">
          <Route index element={<Navigate to="/m/home/trend/list" replace />} />
          <Route path="list" element={screen('trend.title', TrendList)} />
          <Route path="new" element={screen('trendNew.title', TrendNew)} />
        </Route>
        <Route path="my/index" element={screen('mine.title', MyIndex)} />
        <Route path="my/newsfeed/:userid" element={screen('profile.title', MemberProfile)} />
        <Route path="my/setup">
          <Route index element={<Navigate to="/m/home/my/setup/index" replace />} />
          <Route path="index" element={screen('title.setup', SetupIndex)} />
          <Route path="changesignature" element={screen('title.signature', ChangeSignature)} />
          <Route path="lang" element={screen('title.lang', Language)} />
          <Route path="changepwd" element={screen('title.changepwd', ChangePassword)} />
          <Route path="data" element={screen('setupData.title', SetupData)} />
          <Route path="changebrith" element={screen('setupData.birthdayTitle', ChangeBirthday)} />
          <Route path="changegender" element={screen('setupData.genderTitle', ChangeGender)} />
        </Route>
        <Route path="message" element={screen('message.title', MessageScreen)} />
        <Route path="chat">
          <Route index element={<Navigate to="/m/home/chat/list" replace />} />
          <Route path="list" element={screen('chat.title', ChatListScreen)} />
          <Route path="index" element={screen('chat.title', ChatIndex)} />
          <Route path="service" element={screen('chat.serviceName', ChatService)} />
        </Route>
        <Route path="email">
          <Route index element={<Navigate to="/m/home/email/send" replace />} />
          <Route path="list" element={screen('mail.inbox', EmailList)} />
          <Route path="send" element={screen('mail.write', EmailSend)} />
        </Route>
        <Route path="gift">
          <Route index element={<Navigate to="/m/home/gift/list" replace />} />
          <Route path="list" element={screen('gift.shop', GiftList)} />
          <Route path="listbox" element={screen('gift.received', GiftListbox)} />
          <Route path="send/:id" element={screen('gift.sendTitle', GiftSend)} />
        </Route>
        <Route path="invest">
          <Route index element={<Navigate to="/m/home/invest/index" replace />} />
          <Route path="index" element={screen('invest.title', InvestIndex)} />
          <Route path="list" element={screen('payment.title', InvestPay)} />
        </Route>
        <Route path="upgrade">
          <Route index element={<Navigate to="/m/home/upgrade/index" replace />} />
          <Route path="index" element={screen('upgrade.title', UpgradeIndex)} />
          <Route path="list" element={screen('payment.title', UpgradePay)} />
          <Route path="info" element={screen('upgrade.infoTitle', UpgradeInfo)} />
        </Route>
        <Route path="payment/:selectedamount/:selected/:paytype/:order_type" element={screen('payment.title', ParamsPay)} />
        <Route path="*" element={<Navigate to="/m/home/index" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/m/home" replace />} />
    </Routes>
  );
}

export default function MobileApp() {
  // The stored language's texts arrive before the first screen (Root's Suspense waits).
  use(localeReady);
  return (
    <AppProviders i18n={i18n} theme="mobile">
      <MobileRoutes />
    </AppProviders>
  );
}
