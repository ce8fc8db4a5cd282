/**
 * The signed-in part of the mobile layout (/m/home/*): the shell and its screens, each screen its own
 * lazily loaded chunk. The route table itself is a chunk too, so that /m/login loads none of it.
 */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import HomeShell from './HomeShell';
import { titledScreen as screen } from '../app/routeElements';
import { mobilePaths } from '../app/paths';
import {
  loadChatIndex,
  loadChatList,
  loadMemberIndex,
  loadMemberProfile,
  loadMyIndex,
  loadTrendList,
} from './firstScreens';

const MemberIndex = lazy(loadMemberIndex);
const SetupIndex = lazy(() => import('./settings/SetupIndex'));
const ChangeSignature = lazy(() => import('./settings/ChangeSignature'));
const Language = lazy(() => import('./settings/Language'));
const ChangePassword = lazy(() => import('./settings/ChangePassword'));
const Notifications = lazy(() => import('./settings/Notifications'));
const Privacy = lazy(() => import('./settings/Privacy'));
const Sessions = lazy(() => import('./settings/Sessions'));
const TrendList = lazy(loadTrendList);
const TrendNew = lazy(() => import('./trend/TrendNew'));
const MyIndex = lazy(loadMyIndex);
const MemberProfile = lazy(loadMemberProfile);
const SetupData = lazy(() => import('./settings/SetupData'));
const ChangeBirthday = lazy(() => import('./settings/ChangeBirthday'));
const ChangeGender = lazy(() => import('./settings/ChangeGender'));
const MemberData = lazy(() => import('./settings/MemberData'));
const ProfileFactsSetup = lazy(() => import('./settings/ProfileFactsSetup'));
const Verification = lazy(() => import('./verification/Verification'));
const DiscoverSearch = lazy(() => import('./discovery/DiscoverSearch'));
const SafetyCentre = lazy(() => import('./safety/SafetyCentre'));
const MessageScreen = lazy(() => import('./chat/MessageScreen'));
const ChatListScreen = lazy(loadChatList);
const ChatIndex = lazy(loadChatIndex);
const ChatService = lazy(() => import('./chat/ChatService'));
const EmailList = lazy(() => import('./mail/EmailList'));
const EmailSend = lazy(() => import('./mail/EmailSend'));
const GiftList = lazy(() => import('./gift/GiftList'));
const GiftListbox = lazy(() => import('./gift/GiftListbox'));
const GiftSend = lazy(() => import('./gift/GiftSend'));
const InvestIndex = lazy(() => import('./payment/InvestIndex'));
const UpgradeIndex = lazy(() => import('./upgrade/UpgradeIndex'));
const UpgradeInfo = lazy(() => import('./upgrade/UpgradeInfo'));
const InvestPay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.InvestPay })));
const UpgradePay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.UpgradePay })));
const ParamsPay = lazy(() => import('./payment/Payment').then((m) => ({ default: m.ParamsPay })));

export default function HomeRoutes() {
  return (
    <Routes>
      <Route element={<HomeShell />}>
        <Route index element={<Navigate to={mobilePaths.index} replace />} />
        <Route path="index" element={screen('title.home', MemberIndex)} />
        <Route path="trend">
          <Route index element={<Navigate to={mobilePaths.trendList} replace />} />
          <Route path="list" element={screen('trend.title', TrendList)} />
          <Route path="new" element={screen('trendNew.title', TrendNew)} />
        </Route>
        <Route path="my/index" element={screen('mine.title', MyIndex)} />
        <Route path="my/newsfeed/:userid" element={screen('profile.title', MemberProfile)} />
        <Route path="my/setup">
          <Route index element={<Navigate to={mobilePaths.setup} replace />} />
          <Route path="index" element={screen('title.setup', SetupIndex)} />
          <Route path="changesignature" element={screen('title.signature', ChangeSignature)} />
          <Route path="lang" element={screen('title.lang', Language)} />
          <Route path="changepwd" element={screen('title.changepwd', ChangePassword)} />
          <Route path="notifications" element={screen('title.pushDevice', Notifications)} />
          <Route path="privacy" element={screen('title.setup', Privacy)} />
          <Route path="sessions" element={screen('title.setup', Sessions)} />
          <Route path="data" element={screen('setupData.title', SetupData)} />
          <Route path="changebrith" element={screen('setupData.birthdayTitle', ChangeBirthday)} />
          <Route path="changegender" element={screen('setupData.genderTitle', ChangeGender)} />
          <Route path="mydata" element={screen('memberData.title', MemberData)} />
          <Route path="about" element={screen('title.setup', ProfileFactsSetup)} />
          <Route path="verification" element={screen('verification.title', Verification)} />
        </Route>
        <Route path="discover" element={screen('title.home', DiscoverSearch)} />
        <Route path="safety" element={screen('safetyCentre.title', SafetyCentre)} />
        <Route path="message" element={screen('message.title', MessageScreen)} />
        <Route path="chat">
          <Route index element={<Navigate to={mobilePaths.chatList} replace />} />
          <Route path="list" element={screen('chat.title', ChatListScreen)} />
          <Route path="index" element={screen('chat.title', ChatIndex)} />
          <Route path="service" element={screen('chat.serviceName', ChatService)} />
        </Route>
        <Route path="email">
          <Route index element={<Navigate to={mobilePaths.mailSend} replace />} />
          <Route path="list" element={screen('mail.inbox', EmailList)} />
          <Route path="send" element={screen('mail.write', EmailSend)} />
        </Route>
        <Route path="gift">
          <Route index element={<Navigate to={mobilePaths.giftList} replace />} />
          <Route path="list" element={screen('gift.shop', GiftList)} />
          <Route path="listbox" element={screen('gift.received', GiftListbox)} />
          <Route path="send/:id" element={screen('gift.sendTitle', GiftSend)} />
        </Route>
        <Route path="invest">
          <Route index element={<Navigate to={mobilePaths.recharge} replace />} />
          <Route path="index" element={screen('invest.title', InvestIndex)} />
          <Route path="list" element={screen('payment.title', InvestPay)} />
        </Route>
        <Route path="upgrade">
          <Route index element={<Navigate to={mobilePaths.upgrade} replace />} />
          <Route path="index" element={screen('upgrade.title', UpgradeIndex)} />
          <Route path="list" element={screen('payment.title', UpgradePay)} />
          <Route path="info" element={screen('upgrade.infoTitle', UpgradeInfo)} />
        </Route>
        <Route
          path="payment/:selectedamount/:selected/:paytype/:order_type"
          element={screen('payment.title', ParamsPay)}
        />
        <Route path="*" element={<Navigate to={mobilePaths.index} replace />} />
      </Route>
    </Routes>
  );
}
