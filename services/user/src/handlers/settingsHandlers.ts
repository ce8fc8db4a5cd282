import type { UserServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { AsyncHandlers } from '@kindred/kit';
import { InputError } from '@kindred/kit';
import type { MemberSettingsBook } from '../domain/memberSettings';

type SettingsHandlers = Pick<AsyncHandlers<UserServiceHandlers>, 'GetMemberSettings' | 'SaveMemberSettings'>;

export function settingsHandlers(settings: MemberSettingsBook): SettingsHandlers {
  return {
    async GetMemberSettings(req) {
      return settings.get(req.user_id);
    },
    async SaveMemberSettings(req) {
      if (!req.settings) throw new InputError({ settings: 'required' });
      const { general, topics, delivery } = req.settings;
      return settings.save(req.user_id, { general, topics: topics ?? {}, delivery });
    },
  };
}
