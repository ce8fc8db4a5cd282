import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Home, MessageCircle, Newspaper, UserRound } from 'lucide-react';
import { Badge } from '../Badge';
import { BadgeSlot, Bar, IconWrap, Link, List } from './BottomTabBar.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type BottomTab = 'index' | 'newsfeed' | 'message' | 'mine';

/** Mobile routes of the four tabs (docs/product.md section 2). */
export const bottomTabRoutes: Record<BottomTab, string> = {
  index: '/m/home/index',
  newsfeed: '/m/home/trend/list',
  message: '/m/home/message',
  mine: '/m/home/my/index',
};

export type BottomTabBarProps = ComponentPropsWithoutRef<'nav'> & {
  /** The tab of the current screen. */
  active: BottomTab;
  /** Total unread chat count; the Message tab shows a badge above 0 (99+ cap). */
  unread?: number;
  /** Addresses of the tabs. */
  hrefs?: Partial<Record<BottomTab, string>>;
  /** Client-side navigation: call `event.preventDefault()` and route. */
  onNavigate?: (tab: BottomTab, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Stick to the bottom of the viewport (off in stories). */
  fixed?: boolean;
};

const tabs = [
  { id: 'index', icon: Home, key: 'nav.index' },
  { id: 'newsfeed', icon: Newspaper, key: 'nav.newsfeed' },
  { id: 'message', icon: MessageCircle, key: 'nav.message' },
  { id: 'mine', icon: UserRound, key: 'nav.mine' },
] as const;

/** The mobile tab bar: Index, Newsfeed, Message (unread badge), Mine. */
export const BottomTabBar = forwardRef<HTMLElement, BottomTabBarProps>(function BottomTabBar(
  { active, unread = 0, hrefs, onNavigate, fixed = true, ...rest },
  ref,
) {
  const { t } = useLocale();
  return (
    <Bar ref={ref} aria-label={t('nav.main')} $fixed={fixed} {...rest}>
      <List>
        {tabs.map(({ id, icon: Icon, key }) => (
          <li key={id}>
            <Link
              href={hrefs?.[id] ?? bottomTabRoutes[id]}
              aria-current={active === id ? 'page' : undefined}
              onClick={(event) => onNavigate?.(id, event)}
            >
              <IconWrap>
                <Icon aria-hidden />
              </IconWrap>
              {t(key)}
              {id === 'message' && unread > 0 && (
                <BadgeSlot>
                  <Badge count={unread} />
                </BadgeSlot>
              )}
            </Link>
          </li>
        ))}
      </List>
    </Bar>
  );
});
