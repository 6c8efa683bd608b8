import type { LocalizedMessage, MessageKey } from "../i18n/index.js";

type AuthMessageKey = Extract<MessageKey, `auth.${string}`>;

/**
 * Firebase Auth error codes (without the "auth/" prefix) → message keys. The list follows the
 * Firebase JS SDK's AuthErrorCode enum, plus "invalid-login-credentials" (the pre-2023 name of
 * "invalid-credential", sharing its message as spec §8 asks) and the "missing-email" /
 * "missing-password" codes the backend returns.
 */
export const AUTH_ERROR_MESSAGE_KEYS = {
  "account-exists-with-different-credential": "auth.account_exists_with_different_credential",
  "admin-restricted-operation": "auth.admin_restricted_operation",
  "already-initialized": "auth.already_initialized",
  "app-deleted": "auth.app_deleted",
  "app-not-authorized": "auth.app_not_authorized",
  "app-not-installed": "auth.app_not_installed",
  "argument-error": "auth.argument_error",
  "auth-domain-config-required": "auth.auth_domain_config_required",
  "cancelled-popup-request": "auth.cancelled_popup_request",
  "captcha-check-failed": "auth.captcha_check_failed",
  "code-expired": "auth.code_expired",
  "cordova-not-ready": "auth.cordova_not_ready",
  "cors-unsupported": "auth.cors_unsupported",
  "credential-already-in-use": "auth.credential_already_in_use",
  "custom-token-mismatch": "auth.custom_token_mismatch",
  "dependent-sdk-initialized-before-auth": "auth.dependent_sdk_initialized_before_auth",
  "dynamic-link-not-activated": "auth.dynamic_link_not_activated",
  "email-already-in-use": "auth.email_already_in_use",
  "email-change-needs-verification": "auth.email_change_needs_verification",
  "emulator-config-failed": "auth.emulator_config_failed",
  "expired-action-code": "auth.expired_action_code",
  "internal-error": "auth.internal_error",
  "invalid-action-code": "auth.invalid_action_code",
  "invalid-api-key": "auth.invalid_api_key",
  "invalid-app-credential": "auth.invalid_app_credential",
  "invalid-app-id": "auth.invalid_app_id",
  "invalid-auth-event": "auth.invalid_auth_event",
  "invalid-cert-hash": "auth.invalid_cert_hash",
  "invalid-continue-uri": "auth.invalid_continue_uri",
  "invalid-cordova-configuration": "auth.invalid_cordova_configuration",
  "invalid-credential": "auth.invalid_credential",
  "invalid-login-credentials": "auth.invalid_credential",
  "invalid-custom-token": "auth.invalid_custom_token",
  "invalid-dynamic-link-domain": "auth.invalid_dynamic_link_domain",
  "invalid-email": "auth.invalid_email",
  "invalid-emulator-scheme": "auth.invalid_emulator_scheme",
  "invalid-hosting-link-domain": "auth.invalid_hosting_link_domain",
  "invalid-message-payload": "auth.invalid_message_payload",
  "invalid-multi-factor-session": "auth.invalid_multi_factor_session",
  "invalid-oauth-client-id": "auth.invalid_oauth_client_id",
  "invalid-oauth-provider": "auth.invalid_oauth_provider",
  "invalid-persistence-type": "auth.invalid_persistence_type",
  "invalid-phone-number": "auth.invalid_phone_number",
  "invalid-provider-id": "auth.invalid_provider_id",
  "invalid-recaptcha-action": "auth.invalid_recaptcha_action",
  "invalid-recaptcha-token": "auth.invalid_recaptcha_token",
  "invalid-recaptcha-version": "auth.invalid_recaptcha_version",
  "invalid-recipient-email": "auth.invalid_recipient_email",
  "invalid-req-type": "auth.invalid_req_type",
  "invalid-sender": "auth.invalid_sender",
  "invalid-tenant-id": "auth.invalid_tenant_id",
  "invalid-user-token": "auth.invalid_user_token",
  "invalid-verification-code": "auth.invalid_verification_code",
  "invalid-verification-id": "auth.invalid_verification_id",
  "login-blocked": "auth.login_blocked",
  "maximum-second-factor-count-exceeded": "auth.maximum_second_factor_count_exceeded",
  "missing-android-pkg-name": "auth.missing_android_pkg_name",
  "missing-app-credential": "auth.missing_app_credential",
  "missing-client-type": "auth.missing_client_type",
  "missing-continue-uri": "auth.missing_continue_uri",
  "missing-email": "auth.missing_email",
  "missing-iframe-start": "auth.missing_iframe_start",
  "missing-ios-bundle-id": "auth.missing_ios_bundle_id",
  "missing-multi-factor-info": "auth.missing_multi_factor_info",
  "missing-multi-factor-session": "auth.missing_multi_factor_session",
  "missing-or-invalid-nonce": "auth.missing_or_invalid_nonce",
  "missing-password": "auth.missing_password",
  "missing-phone-number": "auth.missing_phone_number",
  "missing-recaptcha-token": "auth.missing_recaptcha_token",
  "missing-recaptcha-version": "auth.missing_recaptcha_version",
  "missing-verification-code": "auth.missing_verification_code",
  "missing-verification-id": "auth.missing_verification_id",
  "multi-factor-auth-required": "auth.multi_factor_auth_required",
  "multi-factor-info-not-found": "auth.multi_factor_info_not_found",
  "network-request-failed": "auth.network_request_failed",
  "no-auth-event": "auth.no_auth_event",
  "no-such-provider": "auth.no_such_provider",
  "null-user": "auth.null_user",
  "operation-not-allowed": "auth.operation_not_allowed",
  "operation-not-supported-in-this-environment": "auth.operation_not_supported_in_this_environment",
  "password-does-not-meet-requirements": "auth.password_does_not_meet_requirements",
  "popup-blocked": "auth.popup_blocked",
  "popup-closed-by-user": "auth.popup_closed_by_user",
  "provider-already-linked": "auth.provider_already_linked",
  "quota-exceeded": "auth.quota_exceeded",
  "recaptcha-not-enabled": "auth.recaptcha_not_enabled",
  "redirect-cancelled-by-user": "auth.redirect_cancelled_by_user",
  "redirect-operation-pending": "auth.redirect_operation_pending",
  "rejected-credential": "auth.rejected_credential",
  "requires-recent-login": "auth.requires_recent_login",
  "second-factor-already-in-use": "auth.second_factor_already_in_use",
  "tenant-id-mismatch": "auth.tenant_id_mismatch",
  timeout: "auth.timeout",
  "too-many-requests": "auth.too_many_requests",
  "unauthorized-continue-uri": "auth.unauthorized_continue_uri",
  "unauthorized-domain": "auth.unauthorized_domain",
  "unsupported-first-factor": "auth.unsupported_first_factor",
  "unsupported-password-policy-schema-version": "auth.unsupported_password_policy_schema_version",
  "unsupported-persistence-type": "auth.unsupported_persistence_type",
  "unsupported-tenant-operation": "auth.unsupported_tenant_operation",
  "unverified-email": "auth.unverified_email",
  "user-cancelled": "auth.user_cancelled",
  "user-disabled": "auth.user_disabled",
  "user-mismatch": "auth.user_mismatch",
  "user-not-found": "auth.user_not_found",
  "user-signed-out": "auth.user_signed_out",
  "user-token-expired": "auth.user_token_expired",
  "weak-password": "auth.weak_password",
  "web-storage-unsupported": "auth.web_storage_unsupported",
  "wrong-password": "auth.wrong_password",
} as const satisfies Record<string, AuthMessageKey>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGE_KEYS;

const AUTH_PREFIX = "auth/";

function bareCode(code: string): string {
  const trimmed = code.trim();
  return trimmed.startsWith(AUTH_PREFIX) ? trimmed.slice(AUTH_PREFIX.length) : trimmed;
}

export function isAuthErrorCode(code: string): boolean {
  return Object.hasOwn(AUTH_ERROR_MESSAGE_KEYS, bareCode(code));
}

/**
 * "auth/wrong-password" or "wrong-password" → { key: "auth.wrong_password" }. An unknown code
 * yields "An error occurred: {{code}}" with the code in its prefixed form, as Firebase reports it.
 */
export function authMessageKey(code: string): LocalizedMessage {
  const bare = bareCode(code);
  if (Object.hasOwn(AUTH_ERROR_MESSAGE_KEYS, bare)) {
    return { key: AUTH_ERROR_MESSAGE_KEYS[bare as AuthErrorCode] };
  }
  return { key: "auth.unknown", params: { code: `${AUTH_PREFIX}${bare}` } };
}
