/**
 * Profile facts (docs/member-settings.md, "Profile facts"): what a member tells about themself, read
 * from /member/index/userdetail and saved with /member/index/profile together with the member's
 * current avatar, gender, birthday and country (the call saves those as well).
 */
import { useEffect, useState } from 'react';
import {
  CATALOGUE_INTERESTS,
  interestList,
  missingProfileParts,
  profileFactErrors,
  type LookingFor,
} from '@kindred/rules';
import { isOk, post } from '../../app/api';
import { getSession } from '../../app/session';
import { loadMemberDetail } from '../member/memberApi';
import { factsOf, NO_FACTS, type ProfileFacts } from './facts';

export { factsOf, NO_FACTS, type ProfileFacts } from './facts';

/** What the member's own profile still misses for others to read it (photo, about). */
export const missingParts = (avatar: string | null | undefined, facts: ProfileFacts) =>
  missingProfileParts({ avatar: avatar ?? '', about: facts.about });

/** The form's fields as the member edits them: catalogue tags picked, free tags and languages typed. */
export interface ProfileFactsDraft {
  about: string;
  city: string;
  picked: string[];
  otherInterests: string;
  lookingFor: '' | LookingFor;
  heightCm: string;
  languages: string;
}

export function draftOf(facts: ProfileFacts): ProfileFactsDraft {
  const catalogue = new Set<string>(CATALOGUE_INTERESTS);
  return {
    about: facts.about,
    city: facts.city,
    picked: facts.interests.filter((tag) => catalogue.has(tag)),
    otherInterests: facts.interests.filter((tag) => !catalogue.has(tag)).join(', '),
    lookingFor: facts.looking_for,
    heightCm: facts.height_cm ? String(facts.height_cm) : '',
    languages: facts.languages.join(', '),
  };
}

const interestsOf = (draft: ProfileFactsDraft) => interestList([...draft.picked, ...draft.otherInterests.split(',')]);
const languagesOf = (draft: ProfileFactsDraft) => interestList(draft.languages).map((code) => code.replace(/\s+/g, ''));

/** Field -> error code of the draft, checked as the server will (packages/rules). */
export function draftErrors(draft: ProfileFactsDraft): Record<string, string> {
  return profileFactErrors({
    about: draft.about,
    city: draft.city,
    interests: interestsOf(draft),
    lookingFor: draft.lookingFor,
    heightCm: draft.heightCm.trim() ? Number(draft.heightCm) : 0,
    languages: languagesOf(draft),
  });
}

export type FactsSaved = { saved: true } | { saved: false; errors: Record<string, string> };

export async function saveProfileFacts(draft: ProfileFactsDraft): Promise<FactsSaved> {
  const session = getSession();
  if (!session) return { saved: false, errors: {} };
  const errors = draftErrors(draft);
  if (Object.keys(errors).length) return { saved: false, errors };
  const answer = await post<{ errors?: Record<string, string> }>('/member/index/profile', {
    avatar: session.avatar,
    sex: session.gender,
    birthday: session.birthday,
    country: session.country,
    about: draft.about,
    city: draft.city,
    interests: interestsOf(draft).join(','),
    looking_for: draft.lookingFor,
    height_cm: draft.heightCm.trim(),
    languages: languagesOf(draft).join(','),
  });
  if (isOk(answer)) return { saved: true };
  return { saved: false, errors: answer.data?.errors ?? {} };
}

/** The signed-in member's own facts, read once from their profile (null while loading). */
export function useOwnProfileFacts(): ProfileFacts | null {
  const [facts, setFacts] = useState<ProfileFacts | null>(null);
  const id = getSession()?.id;
  useEffect(() => {
    if (!id) return;
    let live = true;
    void loadMemberDetail<Partial<Record<keyof ProfileFacts, unknown>>>(Number(id)).then((answer) => {
      if (live) setFacts(isOk(answer) && answer.data ? factsOf(answer.data) : NO_FACTS);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return facts;
}

/** The profile-facts form of either layout: the draft (null while the own facts load), errors and saving. */
export function useProfileFactsForm() {
  const facts = useOwnProfileFacts();
  const [draft, setDraft] = useState<ProfileFactsDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (facts) setDraft((current) => current ?? draftOf(facts));
  }, [facts]);

  const change = (patch: Partial<ProfileFactsDraft>) => setDraft((current) => current && { ...current, ...patch });
  const toggle = (tag: string) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          picked: current.picked.includes(tag) ? current.picked.filter((t) => t !== tag) : [...current.picked, tag],
        },
    );
  /** Saves; answers whether it did (errors are set beside the fields otherwise). */
  const save = async (): Promise<boolean> => {
    if (!draft) return false;
    setBusy(true);
    const outcome = await saveProfileFacts(draft);
    setBusy(false);
    setErrors(outcome.saved ? {} : outcome.errors);
    return outcome.saved;
  };
  return { draft, change, toggle, errors, busy, save };
}
