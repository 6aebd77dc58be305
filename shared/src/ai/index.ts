export {
  aiContentTypes,
  aiDefaults,
  aiGenerateInput,
  aiIntents,
  aiLabels,
  aiLinksInput,
  aiMessages,
  aiModifyInput,
  aiSeoInput,
  aiStyles,
  aiTones,
} from './contracts';
export type { AiGenerateInput, AiLink, AiLinksInput, AiModifyInput, AiSeoAnswer, AiSeoInput, AiStreamLine } from './contracts';
