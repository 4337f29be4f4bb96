// The contract between the engine and the shell: what `compile` makes of a brand, its settings
// tree, its registration rules and the facts about the current visitor. The shell draws only this.
import type { BannerGroup, Category, FeatureName, GameMenus, GameVendor, RegistrationRules, Resource, SettingsTree, Whitelabel } from '../generated/types';

export type { FeatureName };

/** How a member signs in: with a username and password, or with a code sent by SMS. */
export type LoginType = 'username' | 'sms';

/** The four request types of the consolidated contract info (SPEC §3). */
export type ContractField = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';

/** What is true of the current visitor: everything a condition may ask besides the brand. */
export interface Facts {
  loggedIn: boolean;
  /** The member's account type; null for a visitor. Agents: 1, 2, 41, 42; 4 is a trial account. */
  accountType: number | null;
  /** Consolidated contract info; null when not loaded or not an agent. A field counts when truthy. */
  contract: Partial<Record<ContractField, unknown>> | null;
  /** The brand's resources (permission call). */
  resources: Resource[];
  /** Whether the brand has a customer-service address (permission call). */
  hasCustomerService: boolean;
  /** Game vendors by category (/lgw/games/game_menus). */
  gameMenus: GameMenus;
  /** The member's badges (CSP_unreadCount, decision 0268): the member menu's, and the promotions they may take for the avatar's. 0 for a visitor. */
  counts: { missionCount: number; messageCount: number; rewardCount: number; promotionCount: number };
}

export interface ModuleMap {
  features: Record<FeatureName, string>;
}

export interface PatternKind {
  regex: string;
  messageKey: string;
}

/** One path of the route table, with its layout decided. */
export interface CompiledRoute {
  path: string;
  /** Renderer key, slot 'screen'. */
  screen: string;
  layout: 'full' | 'headerOnly' | 'bare';
  /** The header's navigation row; hidden on /seamless and /lottery (SPEC §2.1). */
  showNavigation: boolean;
  sideMenu: boolean;
  bannerGroup: BannerGroup | null;
  category: Category | null;
  /** Renderer key, slot 'dialog', opened over the screen (/register). */
  dialog: string | null;
  /** Reachable without a session when loginedToHomePage is on. */
  public: boolean;
}

export interface NavVendor extends GameVendor {
  /** Where choosing the vendor goes: a page path, or null when it launches the game directly. */
  path: string | null;
}

export type NavItem =
  | { kind: 'home'; labelKey: 'nav:hd_home'; path: '/' }
  | {
      kind: 'category';
      category: Category;
      labelKey: string;
      /** The category's lobby, or null where the brand's route table serves none. */
      path: string | null;
      /** Up to 6, for the drop-down. */
      vendors: NavVendor[];
      /** More vendors than the drop-down shows. */
      more: boolean;
    }
  | { kind: 'download'; labelKey: 'nav:download'; path: '/down' }
  | { kind: 'promotions'; labelKey: 'nav:hd_event'; path: '/promotions' };

export interface CompiledMenuEntry {
  /** Renderer key, slot 'member' or 'agent'. */
  key: string;
  labelKey: string;
  /** The count to show next to the entry; only when above 0. */
  badge: number | null;
}

/** A registration (or sign-in) field as a form draws and checks it. */
export interface FieldModel {
  /** A registration payload field, or 'agree' for the terms checkbox. */
  name: string;
  /** Renderer key, slot 'field'. */
  renderer: string;
  required: boolean;
  /** Anchored regular expression source, or null for none. */
  pattern: string | null;
  minLength: number | null;
  maxLength: number | null;
  /**
   * Mobile numbers only: how many digits the national number may have (no country code, no trunk
   * 0), from the brand's rule; null when the rule names no length and the country's plan alone decides.
   */
  digits?: { min: number; max: number } | null;
  /** The message for a wrong or missing value: the pattern kind's text, its min and max placeholders filled in. */
  message: { key: string; params: Record<string, string | number> };
  /**
   * What a password manager may offer (the `autocomplete` token), where the form knows better than
   * the renderer: a sign-in's password is the current one, a registration's a new one.
   */
  autoComplete?: string;
  /** The label, where the field's name is not a registration field's (`forms:label_<name>`). */
  label?: FieldModel['message'];
  /** Said under the field while nothing is wrong with it. */
  hint?: FieldModel['message'];
  /** Shown but not changed (a real name, once set). */
  readOnly?: boolean;
  /** A choice among these values, each with its label as the player reads it. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /**
   * An amount of money: the least, the most and what the source holds (decimal strings, each
   * optional) and the same as the player reads them, quick amounts that fill the field, and
   * whether a button fills in all that is available.
   */
  amount?: {
    min?: string;
    max?: string;
    available?: string;
    shown: { min?: string; max?: string; available?: string };
    quick: readonly string[];
    all: boolean;
    /** The message for more than is available, where the source is not a wallet (what a deposit channel still takes today). */
    aboveAvailable?: string;
  };
  /**
   * Pictures chosen from the device rather than text typed (proofs of a payment): the form keeps
   * them beside the values, and they are held to the proof limits (count, type, size), and, when
   * the field is required, to at least one.
   */
  files?: 'proofs';
}

export interface FormModel {
  fields: FieldModel[];
}

export interface Runtime {
  brand: Whitelabel;
  features: Record<FeatureName, boolean>;
  routes: CompiledRoute[];
  navigation: NavItem[];
  /** Renderer keys, slot 'sidebar', in order. */
  sidebar: string[];
  /** `avatarCount`: SPEC §2.3's unclaimed count on the avatar, available promotions plus unread messages. */
  member: { visible: boolean; defaultPage: 'securityCenter'; menu: CompiledMenuEntry[]; avatarCount: number };
  agent: { visible: boolean; defaultPage: 'agentTeamOverview'; menu: CompiledMenuEntry[] };
  guard: { loginRequired: boolean; publicPaths: string[] };
  /**
   * The ways in the sign-in form offers, and whether "remember me" is offered. A brand that asks two
   * factors at every sign-in offers only the password with its code (ASVS 6.3.4).
   */
  login: { types: LoginType[]; remember: boolean };
  /**
   * What every form is built from, by ./runtimeForms.ts in the page or dialog that draws it (sign-in,
   * recovery, password change, registration, the agent application of /join): their builders load
   * with those pages, not with the first script.
   */
  formRules: { rules: RegistrationRules; patterns: Record<string, PatternKind>; minAge: number; passwordAlways: boolean };
}

export interface CompileInput {
  brand: Whitelabel;
  settings: SettingsTree;
  rules: RegistrationRules;
  modules: ModuleMap;
  patterns: Record<string, PatternKind>;
  facts: Facts;
}
