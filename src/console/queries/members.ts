import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { IdentityProof } from '../../generated/types';
import { opsCall } from '../api';

// Support's desk: a brand's members found, one member opened, and what support does about them.
// Every builder takes the console's language, which goes with the call (the words of a refusal)
// but is no part of a key.

/** What support may do to one member, each step confirmed on the page. */
export type MemberAction = 'lock' | 'unlock' | 'signOut' | 'forceChange' | 'cancelChange' | 'totpReset' | 'passwordReset';

export const memberKeys = {
  /** Everything the console holds of a brand's members. */
  all: (brandId: string) => ['ops', 'members', brandId] as const,
  lists: (brandId: string) => [...memberKeys.all(brandId), 'list'] as const,
  list: (brandId: string, query: string, pageNo: number) => [...memberKeys.lists(brandId), query, pageNo] as const,
  cards: (brandId: string) => [...memberKeys.all(brandId), 'card'] as const,
  card: (brandId: string, id: string) => [...memberKeys.cards(brandId), id] as const,
  breaks: (brandId: string, id: string) => [...memberKeys.card(brandId, id), 'breaks'] as const,
};

export const memberQueries = {
  /** One page of the brand's members, newest first, found by the start of the account, digits of the number or the ID. */
  list: (brandId: string, query: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: memberKeys.list(brandId, query, pageNo),
      queryFn: () => opsCall('ops/members', { brandId, query: query || undefined, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
  /** One member: profile, status and live sessions. */
  card: (brandId: string, id: string, lang: string) => queryOptions({ queryKey: memberKeys.card(brandId, id), queryFn: () => opsCall('ops/member', { brandId, id }, lang) }),
  /** The member's breaks from play (RG3): the one holding now, and theirs. */
  breaks: (brandId: string, id: string, lang: string) => queryOptions({ queryKey: memberKeys.breaks(brandId, id), queryFn: () => opsCall('ops/memberBreaks', { brandId, id }, lang) }),
};

export const memberMutations = {
  /** Opens an account; its one-time password comes back once. */
  create: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (input: Omit<CallIO['ops/createMember']['request'], 'brandId'>) => opsCall('ops/createMember', { brandId, ...input }, lang) }),
  /**
   * One of support's actions on a member, with the proof of who they are where it takes one:
   * answers how many sessions it ended and, for a password reset, the one-time password.
   */
  act: (brandId: string, id: string, lang: string) =>
    mutationOptions({
      mutationFn: async ({ action, proof }: { action: MemberAction; proof: IdentityProof | null }): Promise<{ ended?: number; temporaryPassword?: string }> => {
        if (action === 'signOut') return opsCall('ops/endMemberSessions', { brandId, id }, lang);
        if (action === 'passwordReset') return opsCall('ops/resetMemberPassword', { brandId, id, ...(proof ? { proof } : {}) }, lang);
        if (action === 'totpReset') return opsCall('ops/resetMemberTotp', { brandId, id, proof: proof! }, lang);
        const change = action === 'lock' || action === 'unlock' ? { locked: action === 'lock' } : { mustChangePassword: action === 'forceChange' };
        await opsCall('ops/memberStatus', { brandId, id, ...change }, lang);
        return {};
      },
    }),
  /** Excludes the member from play with a reason (RG3, decision 0323): keyed once per intended exclusion, as it forfeits a bonus. */
  exclude: (brandId: string, id: string, lang: string) =>
    mutationOptions({
      mutationFn: ({ key, ...input }: Omit<CallIO['ops/excludeMember']['request'], 'brandId' | 'id'> & { key: string }) => opsCall('ops/excludeMember', { brandId, id, ...input }, lang, key),
    }),
  /** Texts the member a code to read out to support. */
  identityCode: (brandId: string, id: string, lang: string) => mutationOptions({ mutationFn: () => opsCall('ops/memberIdentityCode', { brandId, id }, lang) }),
  /** Signs out every member of the brand and forgets every remembered device. */
  endBrandSessions: (brandId: string, lang: string) => mutationOptions({ mutationFn: () => opsCall('ops/endBrandSessions', { brandId }, lang) }),
};
