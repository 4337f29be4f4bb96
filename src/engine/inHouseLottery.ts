/**
 * The in-house Vietnam lottery's vendor code (decision 0313): its games are the brand's lottery
 * schedules, bet on the site's own /lottery page rather than opened in a vendor's frame.
 */
export const IN_HOUSE_LOTTERY = 'MQ_LOTTO';

/** The category its bets count under in the betting record. */
export const IN_HOUSE_LOTTERY_CATEGORY = 'LOTT';
