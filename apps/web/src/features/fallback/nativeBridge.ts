/** The fallback screen's refresh goes through the app's native bridge (`app/nativeBridge.ts`). */
export { hasNativeShell, postToNative, reloadApp, type NativeMessage } from '../../app/nativeBridge';
