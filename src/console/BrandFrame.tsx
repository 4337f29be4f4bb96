import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../api/callClient';
import type { OpsBrand, OpsBrandList, OpsBrandView } from '../generated/types';
import { BrandSelect } from './BrandSelect';
import { DraftBar } from './DraftBar';
import { useBrandChoice, useBrandView } from './useBrandChoice';

/** The pages about one brand, each titled `page_<name>` in the console's words. */
export type BrandPageName =
  | 'modules'
  | 'registration'
  | 'brand'
  | 'content'
  | 'preview'
  | 'versions'
  | 'members'
  | 'payments'
  | 'games'
  | 'social'
  | 'messages'
  | 'referral'
  | 'envelopes'
  | 'raffles'
  | 'missions'
  | 'promotions'
  | 'vip'
  | 'points'
  | 'rebate'
  | 'lottery'
  | 'agentTrees'
  | 'contractSettlements'
  | 'agentApplications'
  | 'feedback'
  | 'chat';

interface FrameProps {
  page: BrandPageName;
  className?: string;
}

function Frame({ page, className, brands, brand, choose, children }: FrameProps & { brands: OpsBrandList; brand: OpsBrand; choose: (id: string) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${page}-title`} className={className}>
      <div className="console-page-head">
        <h1 id={`${page}-title`}>{t(`page_${page}`)}</h1>
        <BrandSelect brands={brands} value={brand.id} onChange={choose} />
      </div>
      {/* A page's own state belongs to one brand: choosing another starts it afresh. */}
      <Fragment key={brand.id}>{children}</Fragment>
    </section>
  );
}

/**
 * The frame of a console page about one brand: its title with the brand choice beside it (kept in
 * the address), and while the brands load, or when they cannot, that in place of the page.
 */
export function BrandFrame({ children, ...frame }: FrameProps & { children: (brand: OpsBrand) => ReactNode }) {
  const { t } = useTranslation();
  const { brands, brand, choose } = useBrandChoice();
  if (brands.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!brand || !brands.data) return <p role="alert">{failureMessage(brands.error, t('networkError'))}</p>;
  return (
    <Frame {...frame} brands={brands.data} brand={brand} choose={choose}>
      {children(brand)}
    </Frame>
  );
}

/** A brand's parts as its draft would publish them (the server puts the edited ones in place of the live), or as live. */
export type BrandParts = OpsBrandView['published'];

/**
 * The same frame for a page about the brand's draft: what is live and what waits (DraftBar) under
 * the title, and the page given the version, the draft and the parts as the draft would publish them.
 */
export function BrandViewFrame({ children, ...frame }: FrameProps & { children: (brand: OpsBrand, view: OpsBrandView, parts: BrandParts) => ReactNode }) {
  const { brands, brand, choose, view, wait } = useBrandView();
  if (!brand || !view || !brands.data) return wait;
  return (
    <Frame {...frame} brands={brands.data} brand={brand} choose={choose}>
      <DraftBar view={view} />
      {children(brand, view, view.draft?.parts ?? view.published)}
    </Frame>
  );
}
