/** The payment calls: plans and prices, starting a checkout, its state, and the payment history. */
import { REST } from '@snackparty/protocol';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentCostsResponse,
  PaymentDto,
  PaymentSessionStatusResponse,
  SubscriptionStateDto,
} from '@snackparty/protocol';
import { http } from '../../api/http';

export const getCosts = (language: string, signal?: AbortSignal) => http.get<PaymentCostsResponse>(REST.payment.costs(language), { signal });

export const createPayment = (request: CreatePaymentRequest) => http.post<CreatePaymentResponse>(REST.payment.createPayment, request);

export const getSessionStatus = (sessionId: string, signal?: AbortSignal) =>
  http.get<PaymentSessionStatusResponse>(REST.payment.sessionStatus(sessionId), { signal });

export const getPayments = (userId: number, signal?: AbortSignal) => http.get<PaymentDto[]>(REST.userProfile.payments(userId), { signal });

export const getPayment = (userId: number, paymentId: number, signal?: AbortSignal) => http.get<PaymentDto>(REST.userProfile.payment(userId, paymentId), { signal });

export const getSubscription = (signal?: AbortSignal) => http.get<SubscriptionStateDto>(REST.payment.subscription, { signal });

export const setRenewal = (renew: boolean) => http.post<SubscriptionStateDto>(renew ? REST.payment.resumeRenewal : REST.payment.cancelRenewal, {});
