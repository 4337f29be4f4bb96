import type { BrandConfig, LotteryVendors } from '../generated/types';

/** The roles' vendors a brand that names none has: schemas/config/brand.schema.json's defaults (a test holds them equal). */
export const defaultLotteryVendors: LotteryVendors = { vietnam: 'TCG_LOTTO_VN', southEastAsia: 'TCG_SEA', lottery: 'TCG_LOTTO', eLottery: 'TCG_ELOTT' };

/** A brand's vendor of each lottery role of SPEC §2.8, each role it left out at its default. */
export const lotteryVendorsOf = (config: Pick<BrandConfig, 'lotteryVendors'>): LotteryVendors => ({ ...defaultLotteryVendors, ...config.lotteryVendors });

/** The four roles' vendor codes: a lottery or e-lottery game of one of them opens on /lottery. */
export const lotteryVendorCodes = (roles: LotteryVendors): string[] => [roles.vietnam, roles.southEastAsia, roles.lottery, roles.eLottery];
