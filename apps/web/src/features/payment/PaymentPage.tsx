import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentCostsResponse, PaymentCurrency, PaymentStatus } from '@snackparty/protocol';
import { refreshToken } from '../../api/http';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { useLoginDialog } from '../account/LoginDialog';
import { useLoad } from '../profile/useLoad';
import { formatMoney } from './money';
import { planName } from './planName';
import { createPayment, getCosts, getSessionStatus } from './paymentApi';
import { announcePaid } from './paymentChannel';
import '../account/account.css';
import './payment.css';

/** How often, and how many times, the page asks whether a returning checkout is paid. */
const STATUS_POLL_MS = 2000;
const STATUS_POLL_TRIES = 30;

/**
 * `/payment`: pick a plan, see its price in your currency (changeable), sign in if needed and pay on
 * the provider's checkout; back here with `?session_id=…`, the state of that payment.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');

  useEffect(() => {
    document.title = `${t('payment.title')} · Snackparty`;
  }, [t]);

  return <div className="page payment-page">{sessionId ? <PaymentResult sessionId={sessionId} /> : <PlanPicker />}</div>;
}

function PlanPicker() {
  const { t, i18n } = useTranslation();
  const [costs] = useLoad((signal) => getCosts(i18n.language, signal), [i18n.language]);
  if (costs.status === 'loading') return <LoadingDots label={t('payment.loading')} />;
  if (costs.status === 'failed') {
    return (
      <section className="card account-card" role="alert">
        <p>{t(accountErrorKey(costs.error))}</p>
      </section>
    );
  }
  if (!costs.value.enabled) {
    return (
      <section className="card account-card">
        <h1 className="account-card__title">{t('payment.title')}</h1>
        <p>{t('payment.free')}</p>
        <Link className="btn btn--primary btn--md" to="/">
          {t('common.goHome')}
        </Link>
      </section>
    );
  }
  return <Plans costs={costs.value} />;
}

function Plans({ costs }: { costs: PaymentCostsResponse }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const session = useSession();
  const { openLogin } = useLoginDialog();
  const [currency, setCurrency] = useState<PaymentCurrency>(costs.defaultCurrency);
  const pricedPlans = costs.plans.filter((plan) => plan.prices[currency] !== undefined);
  const [planId, setPlanId] = useState(costs.plans[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = pricedPlans.find((plan) => plan.id === planId) ?? pricedPlans[0];

  const pay = async () => {
    if (!chosen) return;
    if (!session.isUser) return openLogin();
    setProblem(null);
    try {
      const { url } = await createPayment({ planId: chosen.id, currency });
      window.location.assign(url);
    } catch (error) {
      setProblem(accountErrorKey(error));
    }
  };

  return (
    <section className="card account-card payment-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="account-card__title">
        {t('payment.title')}
      </h1>
      <p className="field__hint">{t('payment.lead')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-currency`}>
          {t('payment.currency')}
        </label>
        <select id={`${id}-currency`} className="field__input account-input" value={currency} onChange={(event) => setCurrency(event.target.value as PaymentCurrency)}>
          {costs.currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="payment-plans">
        <legend className="field__label">{t('payment.choosePlan')}</legend>
        {pricedPlans.map((plan) => (
          <label key={plan.id} className={`payment-plan ${chosen?.id === plan.id ? 'is-chosen' : ''}`}>
            <input type="radio" name={`${id}-plan`} value={plan.id} checked={chosen?.id === plan.id} onChange={() => setPlanId(plan.id)} />
            <span className="payment-plan__name">{planName(t, plan.months)}</span>
            <span className="payment-plan__price">{formatMoney(plan.prices[currency]!, currency, i18n.language)}</span>
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t('payment.renewalNote')}</p>
      {session.isUser ? null : <p className="field__hint">{t('payment.signInFirst')}</p>}
      {problem ? <p role="alert">{t(problem)}</p> : null}
      <Button size="lg" block onClick={pay} disabled={!chosen}>
        {session.isUser ? t('payment.pay') : t('payment.signInToPay')}
      </Button>
    </section>
  );
}

type ResultState = { status: PaymentStatus | 'checking'; endDate: string | null; problem: string | null };

function PaymentResult({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ResultState>({ status: 'checking', endDate: null, problem: null });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const ask = async () => {
      tries += 1;
      try {
        const answer = await getSessionStatus(sessionId, controller.signal);
        if (controller.signal.aborted) return;
        setState({ status: answer.status, endDate: answer.subscriptionEndDate, problem: null });
        // The new end date reaches the access token at its next refresh: take it now.
        if (answer.status === 'paid') {
          await refreshToken().catch(() => undefined);
          announcePaid(answer.subscriptionEndDate);
        }
        else if (answer.status === 'pending' && tries < STATUS_POLL_TRIES) timer = setTimeout(() => void ask(), STATUS_POLL_MS);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', endDate: null, problem: accountErrorKey(error) });
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId]);

  return (
    <section className={`card account-card payment-result payment-result--${state.status}`} aria-live="polite">
      <h1 className="account-card__title">{t('payment.title')}</h1>
      {state.status === 'checking' ? <LoadingDots label={t('payment.checking')} /> : null}
      {state.problem ? (
        <p role="alert">{t(state.problem)}</p>
      ) : state.status !== 'checking' ? (
        <p role="status" data-status={state.status}>
          {state.status === 'paid' && formatDate(state.endDate)
            ? t('payment.status.paidUntil', { date: formatDate(state.endDate) })
            : t(`payment.status.${state.status}`)}
        </p>
      ) : null}
      <div className="payment-result__actions">
        {state.status === 'paid' ? (
          <Link className="btn btn--primary btn--md" to="/">
            {t('payment.createRoom')}
          </Link>
        ) : state.status === 'failed' || state.status === 'expired' ? (
          <Link className="btn btn--primary btn--md" to="/payment">
            {t('payment.tryAgain')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
