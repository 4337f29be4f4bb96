import { useMemo } from 'react';
import { usePermission } from '../../../src/contract/contexts';
import { lotteryVendorCodes } from '../../../src/engine/lotteryVendors';

/** The brand's vendors of the four lottery roles (SPEC §2.8), whose lottery games open on /lottery. */
export function useLotteryVendors(): readonly string[] {
  const roles = usePermission().whitelabel.lotteryVendors;
  return useMemo(() => lotteryVendorCodes(roles), [roles]);
}
