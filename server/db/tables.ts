// Row shapes of the tables the migrations create, for Kysely's type checking. The JSON documents
// inside (brand config, settings tree, registration rules) keep their generated types.
import type { ColumnType, Generated } from 'kysely';
import type { ContractFigures, ContractSettlementStatus, ContractTerms, RegistrationRules, SettingsTree } from '../../src/generated/types';
import type { CompleteBrandConfig } from '../brands/loadBrandFiles';
import type { Translations } from '../../src/engine/pickTranslation';
import type { LotteryBetType, LotteryOdds, OperatorRole, VendorWalletKind } from '../../src/generated/types';

type Created = ColumnType<Date, Date | string | undefined, never>;
/** A time with a default that an operator may change later (an announcement's start). */
type Scheduled = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface Tables {
  schema_migrations: { name: string; applied_at: Created };
  meta: { key: string; value: string };
  brand_revision: { id: Generated<number>; rev: string; geo_rev: Generated<string> };
  brands: {
    id: string;
    domains: string[];
    is_default: boolean;
    config: Json<CompleteBrandConfig>;
    settings: Json<SettingsTree>;
    register_rules: Json<RegistrationRules>;
    maintenance: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  banners: {
    id: Generated<number>;
    brand_id: string;
    group_name: string;
    // One picture per language (migration 012), since a banner's words are in the picture.
    image: Json<Translations>;
    width: number | null;
    height: number | null;
    linkage_type: string | null;
    linkage_url: string | null;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  // Operator content is written per language (migration 011): `{ bn: '…', en: '…' }`.
  notices: { id: Generated<number>; brand_id: string; title: Json<Translations>; content: Json<Translations>; audience: Generated<'players' | 'agents'>; created_at: Created };
  announcements: {
    id: Generated<number>;
    brand_id: string;
    type: string;
    execution: string;
    platform: string;
    title: Json<Translations>;
    content: Json<Translations>;
    start_at: Scheduled;
    end_at: Date | null;
  };
  help_categories: { id: Generated<number>; brand_id: string; title: Json<Translations>; sort: Generated<number> };
  help_articles: { id: Generated<number>; category_id: number; title: Json<Translations>; content: Json<Translations>; sort: Generated<number> };
  captcha_challenges: { id: string; brand_id: string; answer: string; expires_at: Date };
  // The slider before a sign-in or registration (migration 030).
  slider_challenges: { id: string; brand_id: string; target: number; issued_at: Generated<Date>; expires_at: Date; used: Generated<boolean>; account_key: string | null };
  rsa_keys: { key_id: string; private_pem: string; spki: string; created_at: Created };
  geo_ip_ranges: { id: Generated<number>; cidr: string; country_code: string };
  vendors: {
    id: Generated<number>;
    brand_id: string;
    code: string;
    name: string;
    category: string;
    is_hot: Generated<boolean>;
    logo: string;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  members: {
    id: Generated<string>;
    brand_id: string;
    account: string;
    password_hash: string;
    nickname: string | null;
    mobile: string | null;
    email: string | null;
    payee_name: string | null;
    type: Generated<number>;
    upline_id: string | null;
    club_label: string | null;
    rank_level: number | null;
    last_login_at: Date | null;
    created_at: Created;
    // Set from the console (migration 016).
    locked: Generated<boolean>;
    must_change_password: Generated<boolean>;
    // Withdrawals (migration 020).
    payment_password_hash: string | null;
    birthday: string | null;
    // Wrong payment passwords in a row (migration 022).
    payment_password_tries: Generated<number>;
    payment_password_locked_until: Date | null;
    // Accounts (migration 024); 'upline': opened by an agent from its registration centre (decision 0277).
    created_by: Generated<'self' | 'operator' | 'freeplay' | 'social' | 'upline'>;
    password_changed_at: Generated<Date>;
    // A password someone else issued works until then (migration 034).
    password_expires_at: Date | null;
    // The registration link's referral code, as given (migration 029).
    referral_code: string | null;
    // Whether its owner proved the number with a code; only then is it texted sign-in codes (migration 037).
    mobile_confirmed: Generated<boolean>;
  };
  login_failures: { brand_id: string; account_key: string; count: number; last_at: Date };
  sms_codes: {
    brand_id: string;
    purpose: 'register' | 'login' | 'device' | 'confirm' | 'identity';
    mobile: string;
    code_hash: string;
    sent_at: Date;
    expires_at: Date;
    wrong_tries: Generated<number>;
  };
  sms_daily_counts: { brand_id: string; mobile: string; day: ColumnType<Date | string, string, never>; count: number };
  sealed_body_nonces: { nonce: string; expires_at: Date };
  ledger_transactions: { id: Generated<string>; brand_id: string; idempotency_key: string; kind: string; fingerprint: string | null; reference: string | null; created_at: Created };
  ledger_entries: {
    id: Generated<string>;
    transaction_id: string;
    member_id: string | null;
    wallet: string | null;
    house_account: string | null;
    amount: string;
    balance_after: string | null;
  };
  wallets: { member_id: string; wallet: string; balance: string; last_change: Generated<string>; updated_at: Generated<Date> };
  deposits: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    channel: string;
    channel_name: string;
    kind: 'sendMoney' | 'crypto' | 'bank' | 'upi';
    amount: string;
    fee: string;
    account_label: string;
    account_number: string;
    status: Generated<'open' | 'pending' | 'approved' | 'rejected'>;
    transaction_ref: string | null;
    reject_reason: string | null;
    operator_id: string | null;
    operator_name: string | null;
    created_at: Created;
    submitted_at: Date | null;
    decided_at: Date | null;
  };
  deposit_proofs: { id: Generated<string>; deposit_id: string; content_type: string; width: number; height: number; bytes: Uint8Array };
  feedback: {
    id: Generated<string>;
    brand_id: string;
    member_id: string | null;
    question_type: string;
    content: string;
    contact: string | null;
    lang: string;
    ip: string;
    status: Generated<'open' | 'assigned' | 'answered' | 'closed'>;
    assigned_to: string | null;
    assigned_name: string | null;
    answer: string | null;
    answered_by: string | null;
    answered_at: Date | null;
    closed_at: Date | null;
    created_at: Created;
  };
  feedback_images: { id: Generated<string>; feedback_id: string; content_type: string; width: number; height: number; bytes: Uint8Array };
  // Live chat with the support desk (migration 086, decision 0329).
  chat_conversations: {
    id: Generated<string>;
    brand_id: string;
    member_id: string | null;
    visitor_token_hash: string | null;
    visitor_name: string | null;
    contact: string | null;
    lang: string;
    ip: string;
    vip: Generated<boolean>;
    status: Generated<'waiting' | 'open' | 'closed'>;
    operator_id: string | null;
    operator_name: string | null;
    created_at: Created;
    accepted_at: Date | null;
    closed_at: Date | null;
    last_at: Generated<Date>;
  };
  chat_messages: { id: Generated<string>; conversation_id: string; author: 'player' | 'operator' | 'system'; operator_name: string | null; body: string; key: string | null; created_at: Generated<Date> };
  payout_accounts: {
    id: Generated<string>;
    member_id: string;
    kind: 'bkash' | 'nagad' | 'rocket' | 'upi' | 'bank';
    number: string;
    bank_name: string | null;
    payee_name: string;
    created_at: Created;
    removed_at: Date | null;
  };
  withdrawals: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    amount: string;
    account_id: string;
    account_kind: string;
    account_number: string;
    account_bank: string | null;
    payee_name: string;
    status: Generated<'pending' | 'approved' | 'paid' | 'rejected'>;
    receipt: 'received' | 'partlyReceived' | 'notReceived' | 'autoReceived' | null;
    receipt_note: string | null;
    reject_reason: string | null;
    operator_id: string | null;
    operator_name: string | null;
    created_at: Created;
    decided_at: Date | null;
    paid_at: Date | null;
    receipt_at: Date | null;
    payout_reference: string | null;
  };
  withdrawal_proofs: { id: Generated<string>; withdrawal_id: string; content_type: string; width: number; height: number; bytes: Uint8Array; kind: Generated<'receipt' | 'payout'> };
  idempotent_requests: { brand_id: string; scope: string; key: string; call: string; fingerprint: string; response: Json<unknown>; created_at: Created };
  sessions: { token_hash: string; member_id: string; brand_id: string; expires_at: Date; created_at: Created; must_change_password: Generated<boolean>; last_seen_at: Generated<Date> };
  password_resets: { token_hash: string; brand_id: string; member_id: string; expires_at: Date; created_at: Created };
  remember_tokens: { token_hash: string; brand_id: string; member_id: string; expires_at: Date; created_at: Created };
  // The check of a sign-in from a new device or network, and the authenticator app (migration 027).
  member_totp: { member_id: string; secret: string; confirmed_at: Date | null; last_step: string | null; wrong_tries: Generated<number>; last_wrong_at: Date | null; created_at: Created };
  member_known_devices: { member_id: string; kind: 'device' | 'ip'; value_hash: string; first_at: Created; last_at: Generated<Date> };
  // Sign-in with Google and Facebook (migration 028).
  social_providers: { brand_id: string; provider: 'google' | 'facebook'; issuer: string; client_id: string; client_secret: string; enabled: boolean; updated_at: Generated<Date> };
  social_identities: { brand_id: string; provider: 'google' | 'facebook'; subject: string; member_id: string; email: string | null; created_at: Created; last_used_at: Generated<Date> };
  social_sign_ins: {
    id: Generated<string>;
    brand_id: string;
    provider: 'google' | 'facebook';
    state_hash: string | null;
    code_hash: string | null;
    binding_hash: string | null;
    code_verifier: string | null;
    nonce: string | null;
    redirect_uri: string | null;
    return_path: Generated<string>;
    started_by: string | null;
    member_id: string | null;
    error_code: string | null;
    expires_at: Date;
    created_at: Created;
  };
  // A member's picture (migration 029).
  member_avatars: {
    member_id: string;
    brand_id: string;
    key: string;
    content_type: 'image/png' | 'image/jpeg' | 'image/webp';
    width: number;
    height: number;
    size: number;
    bytes: Uint8Array;
    updated_at: Generated<Date>;
  };
  // The inbox: a message stored once, a receipt per member who read or deleted it (migration 050).
  messages: {
    id: Generated<string>;
    brand_id: string;
    audience: 'all' | 'players' | 'agents' | 'member';
    member_id: string | null;
    kind: 'operator' | 'system';
    title: Json<Translations>;
    body: Json<Translations>;
    publish_at: ColumnType<Date, Date | string | undefined, Date | string>;
    created_by: string | null;
    created_at: Created;
    withdrawn_at: Date | null;
  };
  message_receipts: { message_id: string; member_id: string; read_at: Date | null; deleted_at: Date | null };
  // Referral (migration 056).
  referral_programmes: { brand_id: string; enabled: Generated<boolean>; reward: Generated<string>; min_deposit: Generated<string>; min_turnover: Generated<string>; updated_at: Generated<Date> };
  referral_codes: { member_id: string; brand_id: string; code: string };
  referrals: {
    invitee_id: string;
    brand_id: string;
    referrer_id: string;
    status: Generated<'pending' | 'held' | 'paid' | 'rejected'>;
    held_for: Generated<string[]>;
    reward: string | null;
    remark: string | null;
    decided_by: string | null;
    created_at: Created;
    qualified_at: Date | null;
    decided_at: Date | null;
  };
  member_places: { member_id: string; brand_id: string; kind: 'device' | 'ip'; value_hash: string; first_at: Created; last_at: Generated<Date> };
  // Red envelopes (migration 057).
  red_envelopes: {
    id: Generated<string>;
    brand_id: string;
    title: Json<Translations>;
    opens_at: Date;
    closes_at: Date;
    pool: string;
    remaining: string;
    min_amount: string;
    max_amount: string;
    min_deposit_today: Generated<string>;
    last_amount: string | null;
    created_by: string | null;
    created_at: Created;
    withdrawn_at: Date | null;
  };
  red_envelope_claims: { envelope_id: string; member_id: string; amount: Generated<string>; claimed_at: Created };
  // Raffles (migration 058, decision 0266): amounts in minor units (cash) or whole points, counts as they are.
  raffles: {
    id: Generated<string>;
    brand_id: string;
    kind: 'goldenEgg' | 'redEnvelope' | 'prizeWheel';
    title: Json<Translations>;
    opens_at: Date;
    closes_at: Date;
    deposit_min: string | null;
    turnover_step: string | null;
    daily_max: number | null;
    created_by: string | null;
    created_at: Created;
    withdrawn_at: Date | null;
  };
  raffle_prizes: { id: Generated<string>; raffle_id: string; sort: number; weight: number; kind: 'cash' | 'points' | 'nothing'; amount: string; stock: number | null; stock_left: number | null };
  raffle_tickets: { raffle_id: string; member_id: string; earned: Generated<number>; spent: Generated<number> };
  raffle_ticket_causes: { raffle_id: string; member_id: string; cause: string; day: string; earned_at: Date };
  raffle_draws: { id: Generated<string>; raffle_id: string; member_id: string; prize_id: string; kind: 'cash' | 'points' | 'nothing'; amount: string; drawn_at: Created };
  // Missions and races (migration 055): amounts in minor units, counts as they are.
  missions: {
    id: Generated<string>;
    brand_id: string;
    period: 'daily' | 'weekly';
    kind: 'deposit' | 'validBet' | 'rounds' | 'signInDays';
    product: string | null;
    target: string;
    reward: string;
    title: Json<Translations>;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    created_at: Created;
  };
  mission_progress: { mission_id: string; member_id: string; period_start: Date; progress: Generated<string>; last_day: string | null; claimed_at: Date | null };
  races: {
    id: Generated<string>;
    brand_id: string;
    period: 'daily' | 'weekly';
    product: string | null;
    prizes: Json<string[]>;
    title: Json<Translations>;
    enabled: Generated<boolean>;
    created_at: Created;
  };
  race_standings: { race_id: string; period_start: Date; member_id: string; amount: Generated<string>; reached_at: Date };
  race_runs: { race_id: string; period_start: Date; winners: Generated<number>; paid_at: Created };
  vip_levels: {
    brand_id: string;
    rank_level: number;
    club_label: Json<Translations>;
    threshold: string;
    upgrade_bonus: string;
    monthly_bonus: string;
    rebates: Json<Record<string, number>>;
    point_multiplier: ColumnType<string, string | number, string | number>;
  };
  vip_options: { brand_id: string; basis: 'validBet' | 'deposit'; downgrade: boolean };
  // An agent's registration links (migration 064).
  affiliate_links: {
    id: Generated<string>;
    brand_id: string;
    agent_id: string;
    code: string;
    account_type: Generated<number>;
    note: string | null;
    enabled: Generated<boolean>;
    visits: Generated<string>;
    signups: Generated<string>;
    created_at: Created;
  };
  rebate_settings: { brand_id: string; min_claim: string; default_rates: Json<Record<string, number>>; updated_at: ColumnType<Date, Date | string | undefined, Date | string> };
  rebate_members: { member_id: string; brand_id: string; claims: Generated<number>; last_claim_at: Date | null };
  // Responsible play (migration 083, decisions 0323 and 0324).
  play_settings: { member_id: string; session_minutes: number | null; reality_minutes: number | null; updated_at: Generated<Date> };
  play_breaks: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    kind: 'timeOut' | 'exclusion';
    period: string;
    starts_at: Generated<Date>;
    ends_at: Date | null;
    lifts_at: Date | null;
    all_brands: Generated<boolean>;
    mobile: string | null;
    email: string | null;
    set_by: 'member' | 'operator';
    operator_id: string | null;
    reason: string | null;
  };
  rebate_claims: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    seq: number;
    valid_bet: string;
    amount: string;
    rank_level: number | null;
    products: Json<Array<{ product: string; validBet: string; rate: number; amount: string }>>;
    claimed_at: Created;
  };
  vip_progress: {
    member_id: string;
    brand_id: string;
    valid_bet: Generated<string>;
    deposits: Generated<string>;
    rank_level: Generated<number>;
    updated_at: Generated<Date>;
  };
  member_tree: { ancestor: string; descendant: string; depth: number };
  member_daily_stats: {
    brand_id: string;
    member_id: string;
    day: string;
    product: string;
    valid_bet: Generated<string>;
    payout: Generated<string>;
    bonus: Generated<string>;
    deposits: Generated<string>;
    withdrawals: Generated<string>;
    bet_count: Generated<number>;
  };
  team_daily_stats: {
    brand_id: string;
    agent_id: string;
    day: string;
    product: string;
    valid_bet: Generated<string>;
    payout: Generated<string>;
    bonus: Generated<string>;
    deposits: Generated<string>;
    withdrawals: Generated<string>;
    bet_count: Generated<string>;
    active_members: Generated<number>;
    new_members: Generated<number>;
  };
  team_stats_runs: { brand_id: string; day: string; rolled_at: Generated<Date> };
  contracts: {
    id: Generated<string>;
    brand_id: string;
    kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
    upline_id: string | null;
    downline_id: string;
    terms: Json<ContractTerms>;
    status: Generated<'pending' | 'accepted' | 'rejected' | 'terminated' | 'completed'>;
    termination_by: 'upline' | 'downline' | null;
    starts_at: Date | null;
    ends_at: Date | null;
    end_cause: 'terminated' | 'replaced' | 'rateBroken' | 'moved' | null;
    created_at: Created;
    decided_at: Date | null;
  };
  contract_settlements: {
    id: Generated<string>;
    brand_id: string;
    contract_id: string;
    member_id: string;
    kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
    period_start: Date;
    period_end: Date;
    figures: Json<ContractFigures>;
    gross: string;
    downline_gross: string;
    amount: string;
    ledger_key: string | null;
    created_at: Created;
    status: ColumnType<ContractSettlementStatus, ContractSettlementStatus | undefined, ContractSettlementStatus>;
    reason: string | null;
    decided_by: string | null;
    decided_at: Date | null;
    revision: Generated<number>;
  };
  contract_settlement_changes: {
    id: Generated<string>;
    settlement_id: string;
    cause: 'approve' | 'reject' | 'adjust' | 'rerun';
    amount_before: string;
    amount_after: string;
    reason: string | null;
    ledger_keys: ColumnType<string[], string | undefined, string>;
    operator_id: string | null;
    operator_name: string;
    created_at: Created;
  };
  contract_settlement_marks: { brand_id: string; period: 'fiveMinutes' | 'hour' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'; settled_to: Date };
  dev_outbox: { id: Generated<number>; brand_id: string; channel: string; to: string; text: string; code: string | null; at: Created };
  operators: {
    id: string;
    username: string;
    password_hash: string;
    role: OperatorRole;
    totp_secret: string | null;
    totp_last_step: string | null;
    locked: Generated<boolean>;
    must_change_password: Generated<boolean>;
    created_at: Created;
    password_expires_at: Date | null;
  };
  operator_sessions: { token_hash: string; operator_id: string; ip: string; created_at: Created; expires_at: Date; last_seen_at: Generated<Date> };
  operator_signin_failures: { username_key: string; address: string; count: number; last_at: Date };
  operator_signin_address_failures: { address: string; count: number; last_at: Date };
  audit_log: {
    id: Generated<string>;
    operator_id: string | null;
    operator_name: string;
    action: string;
    brand_id: string | null;
    target: string | null;
    detail: Json<Record<string, unknown>>;
    ip: string;
    at: Created;
  };
  brand_versions: {
    brand_id: string;
    version: number;
    config: Json<CompleteBrandConfig>;
    settings: Json<SettingsTree>;
    register_rules: Json<RegistrationRules>;
    operator_id: string | null;
    operator_name: string;
    note: Generated<string>;
    restored_from: number | null;
    at: Created;
  };
  brand_drafts: {
    brand_id: string;
    config: Json<CompleteBrandConfig> | null;
    settings: Json<SettingsTree> | null;
    register_rules: Json<RegistrationRules> | null;
    operator_name: string;
    updated_at: Generated<Date>;
  };
  brand_previews: { token_hash: string; brand_id: string; operator_id: string | null; expires_at: Date };
  // Uploaded pictures (migration 015), addressed by the SHA-256 of their bytes.
  media: {
    id: string;
    brand_id: string;
    content_type: string;
    width: number;
    height: number;
    size: number;
    bytes: Uint8Array;
    operator_id: string | null;
    created_at: Created;
  };
  vendor_connections: { brand_id: string; code: string; adapter: 'studio' | 'remote'; secret: string; launch_url: string | null; wallet: Generated<VendorWalletKind> };
  games: {
    id: Generated<number>;
    brand_id: string;
    vendor: string;
    category: string;
    code: string;
    name: Json<Translations>;
    image: string;
    min_bet: string;
    lines: Generated<number>;
    classify: string | null;
    engine: string;
    is_hot: Generated<boolean>;
    is_new: Generated<boolean>;
    maintenance: Generated<boolean>;
    demo: Generated<boolean>;
    active: Generated<boolean>;
    sort: Generated<number>;
    plays: Generated<string>;
    search_text: ColumnType<string, never, never>;
  };
  favourite_games: { member_id: string; game_id: number; created_at: Created };
  recent_games: { member_id: string; game_id: number; played_at: Scheduled };
  game_launches: {
    token_hash: string;
    brand_id: string;
    member_id: string | null;
    game_id: number;
    demo: Generated<boolean>;
    demo_balance: string | null;
    last_round_at: Date | null;
    created_at: Created;
    expires_at: Date | string;
  };
  bets: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    vendor: string;
    game_id: number | null;
    category: string;
    round_id: string;
    stake: Generated<string>;
    payout: Generated<string>;
    status: Generated<'open' | 'settled' | 'cancelled'>;
    created_at: Created;
    settled_at: Date | null;
    settlements: Generated<number>;
    bonus_stake: Generated<string>;
    rebate_claim_id: string | null;
    first_settled_at: Generated<Date | null>;
  };
  promotions: {
    id: string;
    brand_id: string;
    kind: 'firstDeposit' | 'reloadDeposit' | 'fixed' | 'application';
    percent: number | null;
    cap: string | null;
    min_deposit: Generated<string>;
    amount: string | null;
    contact: 'zalo' | 'whatsapp' | null;
    title: Json<Translations>;
    summary: Json<Translations>;
    rules: Json<Translations>;
    image: string | null;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    ends_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
    turnover_multiplier: Generated<number>;
    turnover_base: Generated<'bonus' | 'bonusDeposit'>;
    contributions: Json<Record<string, number>>;
    max_stake: string | null;
    expiry_days: Generated<number>;
    min_account_days: Generated<number>;
    min_deposits: Generated<number>;
    min_rank_level: Generated<number>;
    period: Generated<'once' | 'day' | 'week' | 'month'>;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    created_at: Created;
  };
  bonus_grants: {
    id: Generated<string>;
    brand_id: string;
    promotion_id: string;
    member_id: string;
    period: string;
    amount: string;
    deposit_id: string | null;
    required: string;
    progress: Generated<string>;
    contributions: Json<Record<string, number>>;
    max_stake: string | null;
    status: Generated<'active' | 'released' | 'forfeited' | 'expired'>;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    created_at: Created;
    ended_at: Date | null;
    /** Why a forfeited grant was forfeited (migration 066); null otherwise. */
    end_cause: 'member' | 'operator' | 'spent' | null;
  };
  promotion_applications: {
    id: Generated<string>;
    brand_id: string;
    promotion_id: string;
    member_id: string;
    period: string;
    remark: Generated<string>;
    contact_id: string | null;
    status: Generated<'applying' | 'issued' | 'rejected'>;
    amount: string | null;
    reason: string | null;
    decided_by: string | null;
    decided_at: Date | null;
    created_at: Created;
  };
  // The slots' jackpot per brand and currency (migration 075, decision 0304), grown by a trigger on a jackpot game's bet.
  jackpots: {
    brand_id: string;
    currency: string;
    amount: string;
    share_bp: number;
    updated_at: Generated<Date>;
  };
  vendor_transactions: {
    brand_id: string;
    vendor: string;
    tx_id: string;
    kind: 'bet' | 'win' | 'rollback';
    member_id: string | null;
    round_id: string;
    amount: string;
    ref_tx_id: string | null;
    fingerprint: string;
    response: Json<unknown>;
    created_at: Created;
  };
  // Points (migration 052, decision 0260): a brand's ratios, its point mall, and what was redeemed.
  point_settings: {
    brand_id: string;
    live: ColumnType<string, string | undefined, string>;
    lottery: ColumnType<string, string | undefined, string>;
    pvp: ColumnType<string, string | undefined, string>;
    slots: ColumnType<string, string | undefined, string>;
    sports: ColumnType<string, string | undefined, string>;
    deposit: ColumnType<string, string | undefined, string>;
    redeem: ColumnType<string, string | undefined, string>;
    min_convert: ColumnType<string, string | undefined, string>;
    updated_at: Generated<Date>;
  };
  point_rewards: {
    id: Generated<string>;
    brand_id: string;
    kind: 'cash' | 'goods';
    name: Json<Translations>;
    description: ColumnType<Translations, string | undefined, string>;
    points: string;
    amount: string | null;
    stock: number | null;
    active: Generated<boolean>;
    sort: Generated<number>;
    created_at: Created;
  };
  point_redemptions: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    kind: 'cash' | 'goods' | 'convert';
    reward_id: string | null;
    name: ColumnType<Translations, string | undefined, string>;
    quantity: number;
    points: string;
    amount: string | null;
    ratio: string;
    balance_after: string;
    status: 'processing' | 'approved' | 'rejected';
    remark: string | null;
    operator_id: string | null;
    operator_name: string | null;
    created_at: Created;
    decided_at: Date | null;
  };
  agent_applications: {
    id: Generated<string>;
    brand_id: string;
    account: string;
    account_key: string;
    real_name: string;
    mobile: string;
    email: string | null;
    messenger: 'telegram' | 'whatsapp' | 'zalo' | null;
    messenger_id: string | null;
    team_size: '1-10' | '11-50' | '51-200' | '200+';
    traffic_source: 'social' | 'messaging' | 'website' | 'offline' | 'other';
    note: Generated<string>;
    lang: string;
    ip: string;
    status: Generated<'pending' | 'approved' | 'rejected'>;
    reason: string | null;
    upline_id: string | null;
    member_id: string | null;
    operator_id: string | null;
    operator_name: string | null;
    created_at: Created;
    decided_at: Date | null;
  };
  lottery_games: {
    id: Generated<string>;
    brand_id: string;
    code: string;
    prize_mode: Generated<'LOTT' | 'ZY' | 'ELOTT' | 'SEA'>;
    interval_seconds: number | null;
    daily_at: string | null;
    time_zone: string;
    close_seconds: Generated<number>;
    enabled: Generated<boolean>;
    sort: Generated<number>;
    created_at: Created;
  };
  lottery_chains: {
    id: Generated<string>;
    game_id: string;
    day: ColumnType<string, string, string>;
    /** 0: the chain the day was made with; 1, 2, …: the rest of the day made again after a schedule's edit (decision 0317). */
    edition: Generated<number>;
    published_hash: string;
    created_at: Created;
  };
  lottery_issues: {
    id: Generated<string>;
    brand_id: string;
    game_id: string;
    chain_id: string;
    position: number;
    issue: string;
    seed: string;
    seed_hash: string;
    closes_at: Date;
    draws_at: Date;
    status: Generated<'open' | 'drawn' | 'cancelled'>;
    numbers: string[] | null;
    drawn_at: Date | null;
  };
  lottery_bets: {
    id: Generated<string>;
    brand_id: string;
    member_id: string;
    issue_id: string;
    bet_type: LotteryBetType;
    numbers: string[];
    stake: string;
    cost: number;
    pays: number;
    stake_key: string;
    status: Generated<'staking' | 'open' | 'won' | 'lost' | 'refunded' | 'void'>;
    payout: string | null;
    created_at: Created;
    settled_at: Date | null;
    bonus_stake: Generated<string>;
    launch_token: string | null;
  };
  lottery_odds: {
    brand_id: string;
    prize_mode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
    odds: ColumnType<LotteryOdds, string, string>;
    updated_at: Generated<Date>;
  };
  lottery_exposure: {
    issue_id: string;
    bet_type: string;
    number: string;
    staked: string;
  };
  member_limits: {
    member_id: string;
    kind: 'deposit' | 'loss' | 'wager';
    period: 'day' | 'week' | 'month';
    amount: string | null;
    pending_amount: string | null;
    pending_from: Date | null;
    updated_at: Generated<Date>;
  };
  limit_usage: {
    id: Generated<string>;
    member_id: string;
    at: Generated<Date>;
    staked: Generated<string>;
    won: Generated<string>;
    deposited: Generated<string>;
  };
  fair_seeds: {
    id: Generated<string>;
    owner: string;
    server_seed: string;
    server_hash: string;
    client_seed: string;
    nonce: Generated<number>;
    active: Generated<boolean>;
    created_at: Created;
    revealed_at: Date | null;
  };
  studio_rounds: {
    id: Generated<string>;
    brand_id: string;
    member_id: string | null;
    game_id: number;
    seed_id: string | null;
    nonce: number;
    client_seed: string;
    stake: string;
    payout: string;
    outcome: Json<unknown>;
    created_at: Created;
  };
}

/**
 * The same tables and columns as a value, for the test that compares them with a migrated database
 * (types are gone at run time). The compiler keeps this list and `Tables` in step, both ways.
 */
export const tableColumns = {
  schema_migrations: ['name', 'applied_at'],
  meta: ['key', 'value'],
  brand_revision: ['id', 'rev', 'geo_rev'],
  brands: ['id', 'domains', 'is_default', 'config', 'settings', 'register_rules', 'maintenance', 'updated_at'],
  banners: ['id', 'brand_id', 'group_name', 'linkage_type', 'linkage_url', 'sort', 'active', 'image', 'width', 'height'],
  notices: ['id', 'brand_id', 'title', 'content', 'created_at', 'audience'],
  announcements: ['id', 'brand_id', 'type', 'execution', 'platform', 'title', 'content', 'start_at', 'end_at'],
  help_categories: ['id', 'brand_id', 'title', 'sort'],
  help_articles: ['id', 'category_id', 'title', 'content', 'sort'],
  captcha_challenges: ['id', 'brand_id', 'answer', 'expires_at'],
  slider_challenges: ['id', 'brand_id', 'target', 'issued_at', 'expires_at', 'used', 'account_key'],
  rsa_keys: ['key_id', 'private_pem', 'spki', 'created_at'],
  geo_ip_ranges: ['id', 'cidr', 'country_code'],
  vendors: ['id', 'brand_id', 'code', 'name', 'category', 'is_hot', 'logo', 'sort', 'active'],
  members: [
    'id',
    'brand_id',
    'account',
    'password_hash',
    'nickname',
    'mobile',
    'email',
    'payee_name',
    'type',
    'upline_id',
    'club_label',
    'rank_level',
    'last_login_at',
    'created_at',
    'locked',
    'must_change_password',
    'payment_password_hash',
    'birthday',
    'payment_password_tries',
    'payment_password_locked_until',
    'created_by',
    'password_changed_at',
    'referral_code',
    'password_expires_at',
    'mobile_confirmed',
  ],
  login_failures: ['brand_id', 'account_key', 'count', 'last_at'],
  sms_codes: ['brand_id', 'purpose', 'mobile', 'code_hash', 'sent_at', 'expires_at', 'wrong_tries'],
  sms_daily_counts: ['brand_id', 'mobile', 'day', 'count'],
  sealed_body_nonces: ['nonce', 'expires_at'],
  ledger_transactions: ['id', 'brand_id', 'idempotency_key', 'kind', 'fingerprint', 'reference', 'created_at'],
  ledger_entries: ['id', 'transaction_id', 'member_id', 'wallet', 'house_account', 'amount', 'balance_after'],
  wallets: ['member_id', 'wallet', 'balance', 'last_change', 'updated_at'],
  deposits: [
    'id',
    'brand_id',
    'member_id',
    'channel',
    'channel_name',
    'kind',
    'amount',
    'fee',
    'account_label',
    'account_number',
    'status',
    'transaction_ref',
    'reject_reason',
    'operator_id',
    'operator_name',
    'created_at',
    'submitted_at',
    'decided_at',
  ],
  deposit_proofs: ['id', 'deposit_id', 'content_type', 'width', 'height', 'bytes'],
  feedback: [
    'id',
    'brand_id',
    'member_id',
    'question_type',
    'content',
    'contact',
    'lang',
    'ip',
    'status',
    'assigned_to',
    'assigned_name',
    'answer',
    'answered_by',
    'answered_at',
    'closed_at',
    'created_at',
  ],
  feedback_images: ['id', 'feedback_id', 'content_type', 'width', 'height', 'bytes'],
  chat_conversations: ['id', 'brand_id', 'member_id', 'visitor_token_hash', 'visitor_name', 'contact', 'lang', 'ip', 'vip', 'status', 'operator_id', 'operator_name', 'created_at', 'accepted_at', 'closed_at', 'last_at'],
  chat_messages: ['id', 'conversation_id', 'author', 'operator_name', 'body', 'key', 'created_at'],
  payout_accounts: ['id', 'member_id', 'kind', 'number', 'bank_name', 'payee_name', 'created_at', 'removed_at'],
  withdrawals: [
    'id',
    'brand_id',
    'member_id',
    'amount',
    'account_id',
    'account_kind',
    'account_number',
    'account_bank',
    'payee_name',
    'status',
    'receipt',
    'receipt_note',
    'reject_reason',
    'operator_id',
    'operator_name',
    'created_at',
    'decided_at',
    'paid_at',
    'receipt_at',
    'payout_reference',
  ],
  withdrawal_proofs: ['id', 'withdrawal_id', 'content_type', 'width', 'height', 'bytes', 'kind'],
  idempotent_requests: ['brand_id', 'scope', 'key', 'call', 'fingerprint', 'response', 'created_at'],
  vendor_connections: ['brand_id', 'code', 'adapter', 'secret', 'launch_url', 'wallet'],
  games: [
    'id',
    'brand_id',
    'vendor',
    'category',
    'code',
    'name',
    'image',
    'min_bet',
    'lines',
    'classify',
    'engine',
    'is_hot',
    'is_new',
    'maintenance',
    'demo',
    'active',
    'sort',
    'plays',
    'search_text',
  ],
  favourite_games: ['member_id', 'game_id', 'created_at'],
  recent_games: ['member_id', 'game_id', 'played_at'],
  game_launches: ['token_hash', 'brand_id', 'member_id', 'game_id', 'demo', 'demo_balance', 'last_round_at', 'created_at', 'expires_at'],
  bets: [
    'id',
    'brand_id',
    'member_id',
    'vendor',
    'game_id',
    'category',
    'round_id',
    'stake',
    'payout',
    'status',
    'created_at',
    'settled_at',
    'settlements',
    'bonus_stake',
    'rebate_claim_id',
    'first_settled_at',
  ],
  promotions: [
    'id',
    'brand_id',
    'kind',
    'percent',
    'cap',
    'min_deposit',
    'amount',
    'contact',
    'title',
    'summary',
    'rules',
    'image',
    'starts_at',
    'ends_at',
    'turnover_multiplier',
    'turnover_base',
    'contributions',
    'max_stake',
    'expiry_days',
    'min_account_days',
    'min_deposits',
    'min_rank_level',
    'period',
    'enabled',
    'sort',
    'created_at',
  ],
  bonus_grants: [
    'id',
    'brand_id',
    'promotion_id',
    'member_id',
    'period',
    'amount',
    'deposit_id',
    'required',
    'progress',
    'contributions',
    'max_stake',
    'status',
    'expires_at',
    'created_at',
    'ended_at',
    'end_cause',
  ],
  promotion_applications: ['id', 'brand_id', 'promotion_id', 'member_id', 'period', 'remark', 'contact_id', 'status', 'amount', 'reason', 'decided_by', 'decided_at', 'created_at'],
  jackpots: ['brand_id', 'currency', 'amount', 'share_bp', 'updated_at'],
  vendor_transactions: ['brand_id', 'vendor', 'tx_id', 'kind', 'member_id', 'round_id', 'amount', 'ref_tx_id', 'fingerprint', 'response', 'created_at'],
  fair_seeds: ['id', 'owner', 'server_seed', 'server_hash', 'client_seed', 'nonce', 'active', 'created_at', 'revealed_at'],
  studio_rounds: ['id', 'brand_id', 'member_id', 'game_id', 'seed_id', 'nonce', 'client_seed', 'stake', 'payout', 'outcome', 'created_at'],
  sessions: ['token_hash', 'member_id', 'brand_id', 'expires_at', 'created_at', 'must_change_password', 'last_seen_at'],
  password_resets: ['token_hash', 'brand_id', 'member_id', 'expires_at', 'created_at'],
  remember_tokens: ['token_hash', 'brand_id', 'member_id', 'expires_at', 'created_at'],
  member_totp: ['member_id', 'secret', 'confirmed_at', 'last_step', 'wrong_tries', 'last_wrong_at', 'created_at'],
  member_known_devices: ['member_id', 'kind', 'value_hash', 'first_at', 'last_at'],
  social_providers: ['brand_id', 'provider', 'issuer', 'client_id', 'client_secret', 'enabled', 'updated_at'],
  social_identities: ['brand_id', 'provider', 'subject', 'member_id', 'email', 'created_at', 'last_used_at'],
  social_sign_ins: [
    'id',
    'brand_id',
    'provider',
    'state_hash',
    'code_hash',
    'binding_hash',
    'code_verifier',
    'nonce',
    'redirect_uri',
    'return_path',
    'started_by',
    'member_id',
    'error_code',
    'expires_at',
    'created_at',
  ],
  member_avatars: ['member_id', 'brand_id', 'key', 'content_type', 'width', 'height', 'size', 'bytes', 'updated_at'],
  messages: ['id', 'brand_id', 'audience', 'member_id', 'kind', 'title', 'body', 'publish_at', 'created_by', 'created_at', 'withdrawn_at'],
  message_receipts: ['message_id', 'member_id', 'read_at', 'deleted_at'],
  referral_programmes: ['brand_id', 'enabled', 'reward', 'min_deposit', 'min_turnover', 'updated_at'],
  referral_codes: ['member_id', 'brand_id', 'code'],
  referrals: ['invitee_id', 'brand_id', 'referrer_id', 'status', 'held_for', 'reward', 'remark', 'decided_by', 'created_at', 'qualified_at', 'decided_at'],
  member_places: ['member_id', 'brand_id', 'kind', 'value_hash', 'first_at', 'last_at'],
  red_envelopes: ['id', 'brand_id', 'title', 'opens_at', 'closes_at', 'pool', 'remaining', 'min_amount', 'max_amount', 'min_deposit_today', 'last_amount', 'created_by', 'created_at', 'withdrawn_at'],
  red_envelope_claims: ['envelope_id', 'member_id', 'amount', 'claimed_at'],
  raffles: ['id', 'brand_id', 'kind', 'title', 'opens_at', 'closes_at', 'deposit_min', 'turnover_step', 'daily_max', 'created_by', 'created_at', 'withdrawn_at'],
  raffle_prizes: ['id', 'raffle_id', 'sort', 'weight', 'kind', 'amount', 'stock', 'stock_left'],
  raffle_tickets: ['raffle_id', 'member_id', 'earned', 'spent'],
  raffle_ticket_causes: ['raffle_id', 'member_id', 'cause', 'day', 'earned_at'],
  raffle_draws: ['id', 'raffle_id', 'member_id', 'prize_id', 'kind', 'amount', 'drawn_at'],
  missions: ['id', 'brand_id', 'period', 'kind', 'product', 'target', 'reward', 'title', 'enabled', 'sort', 'created_at'],
  mission_progress: ['mission_id', 'member_id', 'period_start', 'progress', 'last_day', 'claimed_at'],
  races: ['id', 'brand_id', 'period', 'product', 'prizes', 'title', 'enabled', 'created_at'],
  race_standings: ['race_id', 'period_start', 'member_id', 'amount', 'reached_at'],
  race_runs: ['race_id', 'period_start', 'winners', 'paid_at'],
  vip_levels: ['brand_id', 'rank_level', 'club_label', 'threshold', 'upgrade_bonus', 'monthly_bonus', 'rebates', 'point_multiplier'],
  vip_options: ['brand_id', 'basis', 'downgrade'],
  affiliate_links: ['id', 'brand_id', 'agent_id', 'code', 'account_type', 'note', 'enabled', 'visits', 'signups', 'created_at'],
  rebate_settings: ['brand_id', 'min_claim', 'default_rates', 'updated_at'],
  rebate_members: ['member_id', 'brand_id', 'claims', 'last_claim_at'],
  play_settings: ['member_id', 'session_minutes', 'reality_minutes', 'updated_at'],
  play_breaks: ['id', 'brand_id', 'member_id', 'kind', 'period', 'starts_at', 'ends_at', 'lifts_at', 'all_brands', 'mobile', 'email', 'set_by', 'operator_id', 'reason'],
  rebate_claims: ['id', 'brand_id', 'member_id', 'seq', 'valid_bet', 'amount', 'rank_level', 'products', 'claimed_at'],
  vip_progress: ['member_id', 'brand_id', 'valid_bet', 'deposits', 'rank_level', 'updated_at'],
  member_tree: ['ancestor', 'descendant', 'depth'],
  member_daily_stats: ['brand_id', 'member_id', 'day', 'product', 'valid_bet', 'payout', 'bonus', 'deposits', 'withdrawals', 'bet_count'],
  team_daily_stats: ['brand_id', 'agent_id', 'day', 'product', 'valid_bet', 'payout', 'bonus', 'deposits', 'withdrawals', 'bet_count', 'active_members', 'new_members'],
  team_stats_runs: ['brand_id', 'day', 'rolled_at'],
  contracts: ['id', 'brand_id', 'kind', 'upline_id', 'downline_id', 'terms', 'status', 'termination_by', 'starts_at', 'ends_at', 'end_cause', 'created_at', 'decided_at'],
  contract_settlements: [
    'id',
    'brand_id',
    'contract_id',
    'member_id',
    'kind',
    'period_start',
    'period_end',
    'figures',
    'gross',
    'downline_gross',
    'amount',
    'ledger_key',
    'created_at',
    'status',
    'reason',
    'decided_by',
    'decided_at',
    'revision',
  ],
  contract_settlement_changes: ['id', 'settlement_id', 'cause', 'amount_before', 'amount_after', 'reason', 'ledger_keys', 'operator_id', 'operator_name', 'created_at'],
  contract_settlement_marks: ['brand_id', 'period', 'settled_to'],
  dev_outbox: ['id', 'brand_id', 'channel', 'to', 'text', 'code', 'at'],
  operators: ['id', 'username', 'password_hash', 'role', 'totp_secret', 'totp_last_step', 'locked', 'must_change_password', 'created_at', 'password_expires_at'],
  operator_sessions: ['token_hash', 'operator_id', 'ip', 'created_at', 'expires_at', 'last_seen_at'],
  operator_signin_failures: ['username_key', 'address', 'count', 'last_at'],
  operator_signin_address_failures: ['address', 'count', 'last_at'],
  audit_log: ['id', 'operator_id', 'operator_name', 'action', 'brand_id', 'target', 'detail', 'ip', 'at'],
  brand_previews: ['token_hash', 'brand_id', 'operator_id', 'expires_at'],
  media: ['id', 'brand_id', 'content_type', 'width', 'height', 'size', 'bytes', 'operator_id', 'created_at'],
  brand_versions: ['brand_id', 'version', 'config', 'settings', 'register_rules', 'operator_id', 'operator_name', 'note', 'restored_from', 'at'],
  point_settings: ['brand_id', 'live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem', 'min_convert', 'updated_at'],
  point_rewards: ['id', 'brand_id', 'kind', 'name', 'description', 'points', 'amount', 'stock', 'active', 'sort', 'created_at'],
  point_redemptions: [
    'id',
    'brand_id',
    'member_id',
    'kind',
    'reward_id',
    'name',
    'quantity',
    'points',
    'amount',
    'ratio',
    'balance_after',
    'status',
    'remark',
    'operator_id',
    'operator_name',
    'created_at',
    'decided_at',
  ],
  brand_drafts: ['brand_id', 'config', 'settings', 'register_rules', 'operator_name', 'updated_at'],
  lottery_games: ['id', 'brand_id', 'code', 'prize_mode', 'interval_seconds', 'daily_at', 'time_zone', 'close_seconds', 'enabled', 'sort', 'created_at'],
  lottery_chains: ['id', 'game_id', 'day', 'edition', 'published_hash', 'created_at'],
  lottery_issues: ['id', 'brand_id', 'game_id', 'chain_id', 'position', 'issue', 'seed', 'seed_hash', 'closes_at', 'draws_at', 'status', 'numbers', 'drawn_at'],
  lottery_bets: ['id', 'brand_id', 'member_id', 'issue_id', 'bet_type', 'numbers', 'stake', 'cost', 'pays', 'stake_key', 'status', 'payout', 'created_at', 'settled_at', 'bonus_stake', 'launch_token'],
  lottery_exposure: ['issue_id', 'bet_type', 'number', 'staked'],
  member_limits: ['member_id', 'kind', 'period', 'amount', 'pending_amount', 'pending_from', 'updated_at'],
  limit_usage: ['id', 'member_id', 'at', 'staked', 'won', 'deposited'],
  lottery_odds: ['brand_id', 'prize_mode', 'odds', 'updated_at'],
  agent_applications: [
    'id',
    'brand_id',
    'account',
    'account_key',
    'real_name',
    'mobile',
    'email',
    'messenger',
    'messenger_id',
    'team_size',
    'traffic_source',
    'note',
    'lang',
    'ip',
    'status',
    'reason',
    'upline_id',
    'member_id',
    'operator_id',
    'operator_name',
    'created_at',
    'decided_at',
  ],
} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T])[] };

/** A column of `Tables` missing from `tableColumns`, by name; `never` when none is. */
type Unlisted = { [T in keyof Tables]: Exclude<keyof Tables[T], (typeof tableColumns)[T][number]> }[keyof Tables];
// A compile error here names the column `tableColumns` lacks.
export const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
