export { readChatConfig, type ChatConfig } from './config';
export { startChatNode, type ChatNodeOverrides } from './server';
