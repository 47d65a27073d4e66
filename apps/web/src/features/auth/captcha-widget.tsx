import 'altcha';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** Self-hosted ALTCHA proof-of-work challenge served by the API (no third-party calls). */
export const CAPTCHA_URL = '/api/auth/captcha';

export interface CaptchaHandle {
  /** The solved payload; solves now when the widget has not finished yet. Null when it could not be solved. */
  getPayload(): Promise<string | null>;
  /** A payload is accepted once: after each attempt fetch and solve a new challenge. */
  renew(): void;
}

type AltchaElement = HTMLElement & WidgetMethods;

/** The ALTCHA web component; it starts solving as soon as it loads and reports the payload to `onPayload`. */
export function CaptchaWidget({ ref, onPayload }: { ref?: Ref<CaptchaHandle>; onPayload?: (payload: string | null) => void }) {
  const elementRef = useRef<AltchaElement>(null);
  const payloadRef = useRef<string | null>(null);

  useEffect(() => {
    const el = elementRef.current;
    if (!el) return;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<{ state: string; payload?: string }>).detail;
      payloadRef.current = detail.state === 'verified' && detail.payload ? detail.payload : null;
      onPayload?.(payloadRef.current);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [onPayload]);

  useImperativeHandle(ref, () => ({
    async getPayload() {
      if (payloadRef.current) return payloadRef.current;
      const el = elementRef.current;
      if (!el || typeof el.verify !== 'function') return null;
      const result = await el.verify();
      payloadRef.current = result?.payload ?? null;
      return payloadRef.current;
    },
    renew() {
      const el = elementRef.current;
      payloadRef.current = null;
      onPayload?.(null);
      if (!el || typeof el.reset !== 'function') return;
      el.reset();
      void el.verify();
    },
  }));

  return <altcha-widget ref={elementRef} challenge={CAPTCHA_URL} auto="onload" name="captcha" />;
}
