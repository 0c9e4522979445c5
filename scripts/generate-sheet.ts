/**
 * Deterministic synthetic sheet generator: writes a Google Sheets gviz response in exactly the bundled
 * sample's format (src/ideas/sample/sheet.gviz.txt) with N made-up ideas, for load tests and benchmarks.
 * Same arguments -> byte-identical output (seeded mulberry32; dates count back from a fixed end date).
 *
 *   node scripts/generate-sheet.ts --ideas 10000 --seed 42 --out bench/tmp/sheet-10000.gviz.txt
 *
 * Text is composed from per-technology and per-industry phrase banks so it reads like analyst prose and
 * substring search over it is meaningful. Row 1 is the instructions row (the site skips it); about every
 * 500th idea row is entirely blank, to exercise position-keeping ids.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from '../src/ideas/categories.ts';

export const DEFAULT_END_DATE = '2026-11-20';
export const DEFAULT_SEED = 1;
/** About one idea row in this many is entirely blank (all cells null). */
export const BLANK_ROW_EVERY = 500;
/** Ideas are dated over this many days ending on (and including) the end date. */
export const DATE_WINDOW_DAYS = 365;

export interface GenerateSheetOptions {
  /** Idea rows after the instructions row, blank rows included. */
  ideas: number;
  /** PRNG seed (any integer; used modulo 2^32). */
  seed?: number;
  /** Newest possible idea date, YYYY-MM-DD. */
  endDate?: string;
}

// ---------------------------------------------------------------------------------------------------
// Columns: labels, order and types copied from the bundled sample.

const COLUMNS: ReadonlyArray<readonly [label: string, type: 'string' | 'number' | 'date']> = [
  ['Research Paper Title', 'string'],
  ['Description', 'string'],
  ['Research Paper Link', 'string'],
  ['Chat Link', 'string'],
  ['Research Paper Authors', 'string'],
  ['Technologies', 'string'],
  ['Industries', 'string'],
  ['Tags', 'string'],
  ['Date', 'date'],
  ['Research Paper Summary', 'string'],
  ['Potential Market', 'string'],
  ['Challenges', 'string'],
  ['Core Innovation Overview', 'string'],
  ['Core Innovation of Research Paper', 'string'],
  ['Why It Matters', 'string'],
  ['Commercial Application', 'string'],
  ['Potential Customers & Pain Points', 'string'],
  ['Tam Estimate', 'string'],
  ['Competitors', 'string'],
  ['Technology Readiness Level', 'number'],
  ['Major Barriers', 'string'],
  ['Business Model', 'string'],
  ['Validation Plan', 'string'],
  ['Novelty', 'number'],
  ['Market Potential', 'number'],
  ['Feasibility', 'number'],
  ['Total Score', 'number'],
  ['Venture Opportunity One Liner Pitch', 'string'],
];

/** The sample's first row: guidance for editors, never published. */
const INSTRUCTIONS_ROW = [
  'EXAMPLE – instructions row, not published',
  '1–2 sentences describing the venture idea',
  'Full arXiv abstract URL, e.g. https://arxiv.org/abs/2305.18290',
  'alphaXiv link (optional)',
  'Comma-separated list; long lists may end with et al.',
  'One name from the Technologies list',
  'One name from the Industries list',
  '2–5 lowercase tags, comma-separated',
  'Publication date (M/D/YYYY)',
  '2–4 sentences, accurate to the paper',
  'One sentence',
  'One sentence',
  '2–3 sentences',
  '1–2 sentences',
  '1–2 sentences (optional)',
  'Semicolon-separated list',
  'Semicolon-separated list of Customer: pain point',
  'Dollar figure with year and scope',
  'Semicolon-separated list',
  'Number 1–9',
  'Semicolon-separated list',
  '1–2 sentences',
  'Semicolon-separated steps',
  'Integer 1–10',
  'Integer 1–10',
  'Integer 1–10',
  'Weighted score, one decimal',
  'One sentence, max ~110 characters',
];

// ---------------------------------------------------------------------------------------------------
// Phrase banks. Lists are written as '|'-separated strings to keep them compact.

type TechnologyName = (typeof TECHNOLOGY_CATEGORIES)[number]['name'];
type IndustryName = (typeof INDUSTRY_CATEGORIES)[number]['name'];

interface TechBankSource {
  weight: number;
  /**
   * Techniques as 'method :: how :: result :: metric': a lower-case noun phrase, what it does and what it
   * achieves (both third person: "activates only ...", "cuts ... by half"), and the metric it moves.
   */
  methods: string[];
  tasks: string;
  /** What a startup would build, lower case, singular. */
  products: string;
  benchmarks: string;
  tags: string;
  /** Market segment terms for the TAM estimate. */
  segments: string;
  /** Application prefixes completed with an industry object ("Retrieval-grounded Q&A over" + "contracts"). */
  apps: string;
  barriers: string;
  vendors: string;
  /** Off-list spellings the site must map back onto this category; '' for none. */
  variants: string;
}

interface IndustryBankSource {
  weight: number;
  /** Domain modifiers for buyers, segments and pitches ("healthcare|clinical"): "clinical buyers". */
  domains: string;
  /** Things the industry handles, plural, lower case. */
  objects: string;
  /** Buyers, plural, sentence case. */
  customers: string;
  pains: string;
  apps: string;
  incumbents: string;
  barriers: string;
  tags: string;
  /** Who signs off, plural, lower case. */
  buyer: string;
  variants: string;
}

const TECH_SOURCE: Record<TechnologyName, TechBankSource> = {
  'Foundation Models': {
    weight: 12,
    methods: [
      'sparse mixture-of-experts routing :: activates only a few expert sub-networks per token, so capacity grows without a matching rise in compute :: matches dense-model quality at a third of the training compute :: training compute',
      'long-context positional interpolation :: rescales positional encodings so the model reads far longer inputs without retraining :: keeps accuracy on inputs eight times longer than the original context window :: long-context accuracy',
      'domain-adaptive continued pretraining :: continues pretraining on curated domain text before instruction tuning :: outperforms general models twice its size on in-domain tasks :: in-domain accuracy',
      'multilingual tokenizer adaptation :: extends the vocabulary with subwords from under-represented languages and re-initializes their embeddings :: reduces tokenization overhead for non-English text by about 40% :: tokens per word',
      'selective state space sequence modeling :: replaces quadratic attention with a selective state space layer that scales linearly with length :: processes million-token sequences at five times the throughput of transformers :: throughput',
      'curriculum-based pretraining :: orders training data from simple to complex to stabilize early learning :: reaches the target loss with 30% fewer training tokens :: training tokens',
    ],
    tasks: 'long-document reasoning|multilingual question answering|domain-specific instruction following|code and math reasoning|low-resource language understanding',
    products: 'domain-tuned foundation model|private model hosting platform|continued-pretraining service|sovereign language model',
    benchmarks: 'MMLU|HellaSwag|GSM8K|BIG-Bench Hard|FLORES-200|LongBench',
    tags: 'foundation models|pretraining|mixture of experts|long context|multilingual|open weights',
    segments: 'domain-specific LLMs|private LLM hosting|foundation model licensing',
    apps: 'Domain-tuned Q&A over|Long-context analysis of|Multilingual drafting of|Private LLM summaries of',
    barriers: 'Pretraining compute costs|Rapid commoditization by frontier labs|Data licensing for training corpora|Evaluating open-ended quality',
    vendors: 'OpenAI|Anthropic|Mistral AI|Cohere|Google Gemini|Meta Llama',
    variants: 'foundation model|Foundation models',
  },
  'AI Infrastructure': {
    weight: 7,
    methods: [
      'paged key-value cache management :: stores attention keys and values in fixed-size pages so GPU memory is allocated on demand :: serves two to four times more requests per GPU :: throughput',
      'speculative decoding :: drafts several tokens with a small model and verifies them in one pass of the large model :: cuts generation latency by more than half with identical outputs :: p99 latency',
      'disaggregated prefill and decode serving :: separates prompt processing from token generation onto different GPU pools :: cuts time-to-first-token by 60% under bursty load :: time-to-first-token',
      '4-bit weight quantization kernels :: packs model weights into 4-bit blocks with per-group scales and dequantizes them on the fly :: lowers inference cost per million tokens by about 60% :: cost per million tokens',
      'elastic GPU scheduling :: packs training and inference jobs onto shared GPUs and preempts them by priority :: raises GPU utilization from under 40% to over 80% :: GPU utilization',
    ],
    tasks: 'high-throughput LLM serving|low-latency inference|multi-tenant GPU scheduling|distributed training',
    products: 'inference gateway|GPU orchestration layer|serving runtime|managed inference cloud',
    benchmarks: 'ShareGPT traces|MLPerf Inference|Azure LLM inference traces|LMSYS-Chat-1M',
    tags: 'inference|gpu|llm serving|kv cache|quantization|mlops',
    segments: 'LLM inference infrastructure|AI compute orchestration|GPU cloud software',
    apps: 'Low-latency model serving for|Batch inference over|Cost-optimized processing of|On-premise inference for',
    barriers: 'GPU supply constraints|Hyperscaler bundling|Fast-moving open-source alternatives|Hardware-specific kernel maintenance',
    vendors: 'NVIDIA Triton|Together AI|Fireworks AI|Anyscale|Baseten|AWS Bedrock',
    variants: 'AI infra|infrastructure',
  },
  'Data Engineering': {
    weight: 6,
    methods: [
      'learned data deduplication :: hashes documents into semantic signatures and removes near-duplicates at corpus scale :: removes up to 30% of duplicate or low-quality records :: duplicate rate',
      'LLM-assisted entity resolution :: matches records across messy sources by having a model compare candidate pairs found with embeddings :: improves matching precision by 12 points :: matching precision',
      'layout-aware document parsing :: reads scanned pages as text plus layout and converts them into structured tables :: extracts tables with 95% cell-level accuracy :: cell accuracy',
      'schema-aware table understanding :: infers column meanings and join keys from raw tables before answering questions :: answers table questions with 20% fewer errors than text-only models :: answer accuracy',
      'automated data quality scoring :: scores every record for completeness, consistency and provenance before it reaches a model :: cuts manual data preparation time by two thirds :: data preparation time',
    ],
    tasks: 'data cleaning|entity resolution|table question answering|document parsing|pipeline monitoring',
    products: 'data quality platform|entity resolution API|document ingestion pipeline|semantic data catalog',
    benchmarks: 'Spider|WikiTableQuestions|DocLayNet|Magellan ER|TPC-DS',
    tags: 'data quality|etl|entity resolution|document parsing|data pipelines|tabular data',
    segments: 'data preparation software|AI-ready data infrastructure|document data extraction',
    apps: 'Structured extraction from|Deduplication of|Quality scoring for|Unified records built from',
    barriers: 'Messy legacy data sources|Integration with existing warehouses|Data residency rules|Long enterprise sales cycles',
    vendors: 'Databricks|Snowflake|Fivetran|Unstructured|Informatica|Tamr',
    variants: 'Data pipelines|data engineering',
  },
  'Developer Tools': {
    weight: 6,
    methods: [
      'repository-level code retrieval :: retrieves relevant files across a whole repository before generating a patch :: resolves 30% more real GitHub issues than prior agents :: issue resolution rate',
      'execution-guided code generation :: runs candidate programs against tests and feeds failures back into generation :: raises unit test pass rates by 18 points :: pass@1',
      'test-driven program repair :: localizes faults from failing tests and proposes minimal edits :: fixes twice as many bugs as template-based repair tools :: bugs fixed',
      'static-analysis-grounded code review :: combines type information and linter findings with model suggestions on every diff :: catches security flaws that linters alone miss :: defect escape rate',
      'automated unit test generation :: writes tests that target uncovered branches and keeps only the ones that pass :: lifts branch coverage by 25 points on legacy code :: branch coverage',
    ],
    tasks: 'code completion|automated bug fixing|code review|test generation|legacy code migration',
    products: 'code review bot|IDE assistant|test generation service|migration copilot',
    benchmarks: 'HumanEval|SWE-bench|MBPP|Defects4J|CodeSearchNet',
    tags: 'developer tools|code generation|program repair|testing|code review|devops',
    segments: 'AI coding assistants|software testing automation|application modernization',
    apps: 'Code generation for systems handling|Automated testing of software for|Legacy migration of tools for|API integration for',
    barriers: 'IDE platform lock-in|Code privacy concerns|Competition from bundled copilots|Measuring developer productivity',
    vendors: 'GitHub Copilot|Cursor|Sourcegraph Cody|Tabnine|Codeium|Snyk',
    variants: 'Developer tooling|developer tools',
  },
  'Model Optimization & Evaluation': {
    weight: 8,
    methods: [
      'low-rank adapter fine-tuning :: freezes the base model and trains small low-rank matrices per task :: matches full fine-tuning with 0.1% of the trainable parameters :: trainable parameters',
      'direct preference optimization :: trains on preference pairs with a classification-style loss instead of reinforcement learning :: wins 60% of head-to-head comparisons against RLHF-tuned models :: win rate',
      'knowledge distillation :: transfers a large teacher model into a student ten times smaller :: shrinks models tenfold with under 2% accuracy loss :: accuracy per parameter',
      'LLM-as-a-judge evaluation :: grades outputs at scale with a strong model and an explicit rubric :: agrees with expert human raters about 85% of the time :: agreement with human raters',
      'structured pruning :: removes whole attention heads and channels that contribute least to the loss :: halves inference cost with minimal quality loss :: inference cost',
    ],
    tasks: 'task-specific fine-tuning|model compression|automated evaluation|regression testing of model versions|hallucination detection',
    products: 'fine-tuning platform|evaluation harness|model distillation service|LLM quality monitoring tool',
    benchmarks: 'MT-Bench|AlpacaEval|HELM|TruthfulQA|GLUE',
    tags: 'fine-tuning|evaluation|distillation|alignment|model compression|llmops',
    segments: 'LLM evaluation and monitoring|model fine-tuning platforms|AI model optimization',
    apps: 'Fine-tuned models for|Automated quality scoring of|Compact on-device models for|Regression testing on',
    barriers: 'Commoditization by model vendors|Proving ROI over prompt engineering|Benchmark contamination|Access to model weights',
    vendors: 'Weights & Biases|Arize AI|Scale AI|Predibase|Humanloop|Galileo',
    variants: 'model optimization|evaluation',
  },
  'Synthetic Data & Simulation': {
    weight: 4,
    methods: [
      'diffusion-based synthetic data generation :: generates labeled examples that mirror the statistics of scarce real data :: cuts real-data labeling needs by up to 70% :: labeling cost',
      'domain randomization :: randomizes textures, lighting and physics so policies trained in simulation transfer to reality :: closes most of the sim-to-real gap on manipulation tasks :: real-world success rate',
      'differentially private data synthesis :: adds calibrated noise so synthetic records cannot be traced back to individuals :: keeps downstream accuracy within 3% of models trained on real data :: downstream accuracy',
      'LLM-driven scenario generation :: composes rare edge-case scenarios from natural-language descriptions :: surfaces failure cases that field testing misses :: edge-case coverage',
      'physics-informed simulation :: constrains learned simulators with known physical laws so they stay stable over long rollouts :: runs a hundred times faster than numerical solvers at similar accuracy :: simulation speed',
    ],
    tasks: 'training data augmentation|sim-to-real transfer|privacy-preserving data sharing|edge-case testing',
    products: 'synthetic data platform|simulation environment|privacy-safe data generator|scenario testing suite',
    benchmarks: 'CARLA|Habitat|MIMIC-IV|nuScenes|Adult Census',
    tags: 'synthetic data|simulation|privacy|data augmentation|digital twins|sim-to-real',
    segments: 'synthetic data generation|simulation software|privacy-enhancing technologies',
    apps: 'Synthetic training sets of|Privacy-safe copies of|Stress-testing models on simulated|Digital twins built from',
    barriers: 'Skepticism about synthetic data fidelity|Regulatory acceptance|Compute cost of high-fidelity simulation|Validation against real-world outcomes',
    vendors: 'Gretel|Mostly AI|Synthesis AI|Applied Intuition|NVIDIA Omniverse|Parallel Domain',
    variants: 'simulation|synthetic data',
  },
  'Generative & Multimodal': {
    weight: 10,
    methods: [
      'latent diffusion :: denoises images in a compressed latent space conditioned on text :: produces photorealistic images in under two seconds :: image fidelity',
      'contrastive image-text embeddings :: aligns images and captions in a shared embedding space :: improves zero-shot retrieval accuracy by 15 points :: retrieval recall',
      'instruction-based image editing :: edits images by following written instructions while preserving identity and layout :: wins 70% of human preference tests against mask-based editors :: human preference rate',
      'subject-driven personalization :: learns a subject from a handful of photos and renders it in new scenes :: preserves subject identity across hundreds of generated scenes :: identity consistency',
      'vision-language pretraining :: trains one model on interleaved images and text so it can read charts, forms and photos :: answers visual questions 12 points more accurately than OCR pipelines :: answer accuracy',
      'text-to-video generation :: extends image diffusion with temporal layers that keep motion consistent across frames :: generates coherent ten-second clips from a single prompt :: temporal consistency',
    ],
    tasks: 'image generation|visual search|video synthesis|image editing|visual document understanding',
    products: 'creative generation studio|visual search engine|product imagery service|multimodal analytics API',
    benchmarks: 'MS-COCO|ImageNet|LAION-5B|VQAv2|DrawBench',
    tags: 'diffusion|multimodal|image generation|computer vision|video|creative ai',
    segments: 'multimodal AI software|generative visual content|AI image and video tools',
    apps: 'Visual search across|Generated imagery for|Multimodal analysis of|Video explainers built from',
    barriers: 'Copyright and likeness rights|Brand safety of generated content|GPU cost per generation|Fast-moving open models',
    vendors: 'Midjourney|Runway|Adobe Firefly|Stability AI|Canva|Pika',
    variants: 'generative|Multimodal',
  },
  'Conversational AI': {
    weight: 7,
    methods: [
      'retrieval-grounded dialogue :: grounds every reply in retrieved passages and cites them :: keeps answers consistent with policy documents :: answer faithfulness',
      'end-to-end speech recognition :: transcribes noisy multi-speaker audio with a single encoder-decoder model :: cuts word error rate by a quarter in noisy conditions :: word error rate',
      'dialogue state tracking :: tracks user goals across turns to decide the next action :: resolves 40% of requests without escalation :: resolution rate',
      'streaming text-to-speech :: synthesizes natural speech as tokens arrive, with under 200 ms of latency :: makes voice agents feel as responsive as a human caller :: response latency',
      'persona-consistent response generation :: conditions replies on a written persona and past turns so the assistant stays in character :: raises customer satisfaction scores by 9 points :: customer satisfaction',
    ],
    tasks: 'customer support automation|voice assistants|meeting transcription|multi-turn task completion',
    products: 'voice agent|support assistant|conversation analytics suite|multilingual chatbot',
    benchmarks: 'MultiWOZ|LibriSpeech|Switchboard|Common Voice|Topical-Chat',
    tags: 'chatbots|speech recognition|voice ai|customer support|dialogue|text-to-speech',
    segments: 'conversational AI platforms|AI customer service|voice AI software',
    apps: 'Voice assistant answering questions on|Chat-based intake of|Call summaries linked to|Multilingual support for',
    barriers: 'Customer trust in automated agents|Hallucinated answers|Telephony integration|Incumbent contact-center suites',
    vendors: 'Intercom Fin|Ada|Sierra|PolyAI|Deepgram|ElevenLabs',
    variants: 'conversational|conversational ai',
  },
  'Agentic AI': {
    weight: 10,
    methods: [
      'tool-augmented reasoning :: interleaves reasoning steps with calls to external tools and reads the results :: completes twice as many multi-step tasks as chain-of-thought prompting :: task success rate',
      'hierarchical task planning :: decomposes goals into subtasks and assigns them to specialized agents :: cuts handling time for routine cases by 60% :: handling time',
      'self-reflective error correction :: critiques its own failed attempts and stores lessons for the next try :: recovers from tool errors without human help :: human intervention rate',
      'web navigation agents :: navigates real websites by reading page structure and filling in forms :: completes 45% of realistic web tasks end to end :: task success rate',
      'multi-agent collaboration :: lets specialized agents debate and verify each other\'s work before acting :: halves error rates on complex workflows compared with a single agent :: error rate',
      'long-horizon agent memory :: stores and retrieves episodic memories so agents stay consistent over weeks of work :: doubles success on tasks longer than fifty steps :: long-task success rate',
    ],
    tasks: 'workflow automation|web task completion|multi-step research|autonomous IT operations',
    products: 'workflow agent|back-office automation agent|research agent|agent orchestration platform',
    benchmarks: 'WebArena|AgentBench|GAIA|ALFWorld|ToolBench',
    tags: 'agents|tool use|planning|automation|multi-agent|workflows',
    segments: 'AI agents|agentic process automation|autonomous enterprise software',
    apps: 'Agent-driven processing of|Autonomous follow-up on|Multi-step research across|Exception handling for',
    barriers: 'Reliability of autonomous actions|Liability for agent errors|Integration with legacy systems|Security of tool permissions',
    vendors: 'UiPath|Adept|Cognition|CrewAI|LangChain|Microsoft Copilot Studio',
    variants: 'agentic|Agentic',
  },
  'Search & Knowledge': {
    weight: 8,
    methods: [
      'late-interaction neural retrieval :: compares query and document token embeddings only at scoring time so indexes stay fast :: improves top-10 retrieval accuracy by 20% :: recall@10',
      'retrieval-augmented generation :: retrieves evidence passages and conditions generation on them :: halves hallucinated answers by grounding them in sources :: answer faithfulness',
      'knowledge graph construction :: extracts entities and relations from text into a queryable graph :: answers multi-hop questions that keyword search cannot :: multi-hop accuracy',
      'hybrid sparse-dense search :: blends keyword and embedding scores to find exact terms and paraphrases alike :: answers queries across millions of documents in under a second :: query latency',
      'citation-grounded answering :: attaches a source passage to every generated claim and drops claims it cannot support :: keeps a verifiable citation on 98% of answers :: citation precision',
    ],
    tasks: 'enterprise search|question answering over documents|knowledge management|expert finding',
    products: 'enterprise search engine|knowledge assistant|RAG platform|research discovery tool',
    benchmarks: 'MS MARCO|BEIR|Natural Questions|HotpotQA|KILT',
    tags: 'search|rag|retrieval|knowledge graphs|embeddings|question answering',
    segments: 'enterprise search|knowledge management software|retrieval-augmented AI',
    apps: 'Cited answers drawn from|Semantic search over|Knowledge graphs linking|Expert Q&A on',
    barriers: 'Access permissions across sources|Data freshness|Competition from workspace suites|Evaluating answer quality',
    vendors: 'Glean|Elastic|Coveo|Vectara|Pinecone|Perplexity Enterprise',
    variants: 'Search and knowledge retrieval|search',
  },
  'Automation & Productivity': {
    weight: 6,
    methods: [
      'document understanding for form filling :: reads invoices and forms and maps their fields into business systems :: automates 70% of routine data entry :: straight-through processing rate',
      'LLM-based email triage :: classifies incoming messages by intent and drafts replies :: saves knowledge workers about five hours a week :: hours saved',
      'spreadsheet formula synthesis :: writes spreadsheet formulas and macros from plain-language requests :: solves 80% of real spreadsheet tasks on the first try :: task accuracy',
      'meeting summarization :: turns long meeting transcripts into decisions, owners and deadlines :: cuts follow-up time after meetings by half :: follow-up time',
      'process mining with language models :: discovers process variants from event logs and explains bottlenecks in plain language :: cuts processing time from days to minutes :: cycle time',
    ],
    tasks: 'back-office automation|inbox management|spreadsheet automation|meeting follow-up',
    products: 'productivity copilot|document automation suite|inbox assistant|process automation tool',
    benchmarks: 'FUNSD|CORD|SheetCopilot|DocVQA|the Enron email corpus',
    tags: 'productivity|automation|document ai|email|spreadsheets|rpa',
    segments: 'intelligent document processing|workplace productivity AI|business process automation',
    apps: 'Automated data entry from|Inbox triage of|Spreadsheet reporting on|Status updates generated from',
    barriers: 'Change management|Suite incumbents bundling AI|Accuracy on messy documents|Per-seat price pressure',
    vendors: 'Microsoft 365 Copilot|Zapier|Notion AI|Rossum|Hyperscience|Otter.ai',
    variants: 'productivity|automation',
  },
  'AI Safety & Governance': {
    weight: 5,
    methods: [
      'constitutional self-critique :: critiques and revises outputs against written principles :: produces an audit trail regulators can review :: policy coverage',
      'automated red-teaming :: generates adversarial prompts to expose unsafe behavior before release :: finds failure modes weeks before launch :: attack success rate',
      'interpretability probes :: reads internal activations to detect deception or memorized data :: flags risky outputs that output filters miss :: detection recall',
      'content provenance watermarking :: embeds statistical watermarks in generated text that survive light editing :: detects watermarked text with under 1% false positives :: false positive rate',
      'guardrail classifiers :: screens inputs and outputs with small, fast classifiers :: blocks over 95% of known jailbreak patterns :: jailbreak block rate',
      'bias auditing :: measures outcome gaps across demographic groups and traces them to input features :: surfaces disparate impact before a model ships :: fairness gap',
    ],
    tasks: 'policy compliance|model risk management|AI auditing|jailbreak prevention|provenance tracking',
    products: 'AI governance platform|model risk dashboard|red-teaming service|guardrail API',
    benchmarks: 'HarmBench|TruthfulQA|BBQ|RealToxicityPrompts|AdvBench',
    tags: 'ai safety|governance|red teaming|compliance|interpretability|responsible ai',
    segments: 'AI governance software|AI risk management|model auditing services',
    apps: 'Policy screening of AI-generated|Bias audits of models scoring|Provenance tracking for|Guardrails on assistants handling',
    barriers: 'Unsettled regulation|Auditor acceptance|Latency added to production|Proving a negative about model behavior',
    vendors: 'Credo AI|Holistic AI|Robust Intelligence|Lakera|Arthur AI|IBM watsonx.governance',
    variants: 'safety|AI safety',
  },
  'Other Technology': {
    weight: 3,
    methods: [
      'graph neural networks :: passes messages along graph edges to learn from relational structure :: improves link prediction accuracy by 9 points :: AUROC',
      'federated learning :: trains a shared model across institutions without moving raw data :: matches centralized accuracy across ten institutions without sharing records :: accuracy',
      'neuro-symbolic reasoning :: combines learned perception with symbolic rules that can be inspected :: solves compositional tasks with a tenth of the training data :: sample efficiency',
      'quantum-inspired optimization :: searches huge combinatorial spaces with annealing-style heuristics on ordinary hardware :: finds solutions within 2% of optimal in seconds :: optimality gap',
      'spiking neural networks :: computes with sparse, event-driven spikes on neuromorphic chips :: cuts energy use by an order of magnitude on edge chips :: energy per inference',
      'probabilistic programming :: encodes uncertainty explicitly so predictions come with calibrated ranges :: halves calibration error relative to deep ensembles :: calibration error',
    ],
    tasks: 'combinatorial optimization|relational prediction|on-device learning|causal inference',
    products: 'optimization engine|federated analytics platform|graph analytics API|decision intelligence tool',
    benchmarks: 'OGB|TSPLIB|LEAF|CLEVR|the UCI repository',
    tags: 'graph neural networks|federated learning|optimization|neuro-symbolic|causal inference|edge ai',
    segments: 'decision intelligence software|AI optimization|federated analytics',
    apps: 'Optimization of schedules built on|Graph analytics over|Federated learning on|Risk scoring of',
    barriers: 'Niche technical talent|Unproven at production scale|Explaining value to buyers|Hardware availability',
    vendors: 'Gurobi|Owkin|Neo4j|Flower Labs|Zapata AI|SambaNova',
    variants: 'Other',
  },
};

const INDUSTRY_SOURCE: Record<IndustryName, IndustryBankSource> = {
  'Marketing & Revenue': {
    weight: 7,
    domains: 'marketing|sales',
    objects: 'ad creatives|campaign briefs|sales call transcripts|landing pages|CRM records',
    customers: 'Digital marketing agencies|B2B sales teams|E-commerce brands|Revenue operations leaders|Franchise networks',
    pains:
      'generic AI copy that clients reject|pipeline forecasts that miss by a wide margin|weeks of manual campaign reporting|low reply rates on outbound email|inconsistent brand voice across regions',
    apps: 'Personalized ad copy generation|Lead scoring from call transcripts|Automated campaign reporting|Landing page variant testing|Account research briefs for reps',
    incumbents: 'Salesforce|HubSpot|Gong|Jasper|6sense',
    barriers: 'Attribution of revenue impact|Brand safety review|Privacy rules for prospect data|Crowded martech market',
    tags: 'marketing|sales|advertising|crm|personalization',
    buyer: 'chief marketing officers',
    variants: 'Marketing',
  },
  'Health & Life Sciences': {
    weight: 9,
    domains: 'healthcare|clinical',
    objects: 'discharge summaries|radiology reports|clinical trial protocols|prior authorization requests|pathology slides',
    customers: 'Regional health systems|Academic medical centers|Contract research organizations|Specialty clinics|Pharma regulatory teams',
    pains:
      'clinicians spending hours on documentation|weeks-long prior authorization backlogs|slow patient recruitment for trials|inconsistent coding that triggers claim denials|no way to send PHI to external APIs',
    apps: 'Discharge summary drafting|Prior authorization letter generation|Trial eligibility screening|Radiology report triage|Coding suggestions from clinical notes',
    incumbents: 'Epic|Nuance DAX|Abridge|Tempus|Veeva',
    barriers: 'HIPAA and security reviews|Clinical validation requirements|EHR integration|FDA software guidance',
    tags: 'healthcare|clinical|life sciences|pharma|medical imaging',
    buyer: 'chief medical information officers',
    variants: 'Healthcare|life sciences',
  },
  'Financial Services': {
    weight: 7,
    domains: 'financial services|banking',
    objects: 'loan applications|transaction records|earnings call transcripts|KYC files|credit memos',
    customers: 'Regional banks|Asset managers|Insurance carriers|Credit unions|Fintech lenders',
    pains:
      'manual KYC reviews that take days|fraud losses from rapidly changing patterns|analysts buried in earnings transcripts|slow credit decisions that lose applicants|audit findings on model explainability',
    apps: 'Automated KYC document review|Real-time fraud detection|Earnings call summarization|Credit memo drafting|Claims triage for insurers',
    incumbents: 'Bloomberg|FICO|Feedzai|nCino|Moody’s Analytics',
    barriers: 'Model risk management rules|Explainability requirements|Data sharing restrictions|Long bank procurement cycles',
    tags: 'fintech|banking|fraud detection|insurance|risk',
    buyer: 'chief risk officers',
    variants: 'financial',
  },
  'Crypto & Blockchain': {
    weight: 1.5,
    domains: 'crypto|blockchain',
    objects: 'smart contracts|on-chain transactions|wallet activity logs|governance proposals|exchange order books',
    customers: 'Crypto exchanges|DeFi protocols|Custody providers|Web3 developers|Exchange compliance teams',
    pains:
      'exploits in unaudited smart contracts|manual transaction monitoring for sanctions|wash trading that distorts volumes|governance proposals nobody reads|slow incident response after hacks',
    apps: 'Smart contract vulnerability scanning|On-chain anomaly detection|Sanctions screening for wallets|Governance proposal summaries|Market surveillance for exchanges',
    incumbents: 'Chainalysis|Elliptic|CertiK|TRM Labs|OpenZeppelin',
    barriers: 'Regulatory uncertainty|Volatile customer budgets|Adversarial attackers|Reputational risk of the sector',
    tags: 'crypto|blockchain|defi|smart contracts|web3',
    buyer: 'heads of exchange compliance',
    variants: 'crypto|blockchain',
  },
  'Retail & eCommerce': {
    weight: 5,
    domains: 'retail|e-commerce',
    objects: 'product catalogs|customer reviews|store shelf images|return requests|search queries',
    customers: 'Mid-market online retailers|Grocery chains|Marketplace sellers|Fashion brands|Consumer goods companies',
    pains:
      'zero-result searches that lose sales|thin product descriptions that hurt conversion|stockouts spotted too late|return fraud eating margins|costly product photo shoots',
    apps: 'Conversational product search|Catalog enrichment from supplier data|Shelf monitoring from store cameras|Review summaries on product pages|Demand forecasting for promotions',
    incumbents: 'Algolia|Bloomreach|Shopify|Trax|Salsify',
    barriers: 'Thin retail margins|Seasonal peaks in load|Integration with commerce platforms|Attribution of conversion lift',
    tags: 'ecommerce|retail|product search|recommendations|catalog',
    buyer: 'heads of e-commerce',
    variants: 'Retail|ecommerce',
  },
  Manufacturing: {
    weight: 4,
    domains: 'manufacturing|industrial',
    objects: 'maintenance logs|sensor time series|inspection images|work instructions|bills of materials',
    customers: 'Discrete manufacturers|Process plants|Automotive suppliers|Contract manufacturers|Plant maintenance teams',
    pains:
      'unplanned downtime on critical lines|defects found only at final inspection|tribal knowledge leaving with retiring technicians|slow changeovers between product variants|scrap rates that erode margins',
    apps: 'Predictive maintenance alerts|Visual defect inspection|Technician Q&A over manuals|Production scheduling optimization|Root-cause analysis of quality issues',
    incumbents: 'Siemens|Rockwell Automation|Uptake|Cognite|Landing AI',
    barriers: 'Heterogeneous factory equipment|OT security requirements|Limited labeled defect data|Conservative plant culture',
    tags: 'manufacturing|industrial ai|predictive maintenance|quality control|iot',
    buyer: 'plant managers',
    variants: 'manufacturing',
  },
  Robotics: {
    weight: 2.5,
    domains: 'robotics|warehouse automation',
    objects: 'robot trajectories|warehouse pick lists|teleoperation logs|grasping demonstrations|fleet telemetry',
    customers: 'Warehouse operators|Robot OEMs|Hospital logistics teams|Food processing plants|Construction robotics startups',
    pains:
      'robots that fail on unseen objects|months of reprogramming for every new task|expensive teleoperation data collection|fleet downtime from rare edge cases|safety certification delays',
    apps: 'Generalist grasping for mixed-SKU picking|Language-instructed robot tasks|Fleet monitoring and anomaly alerts|Programming robots by demonstration|Sim-to-real policy training',
    incumbents: 'Boston Dynamics|Covariant|Physical Intelligence|Locus Robotics|Agility Robotics',
    barriers: 'Hardware cost|Safety certification|Long sales cycles for capital equipment|Real-world reliability',
    tags: 'robotics|manipulation|embodied ai|warehouse automation|autonomy',
    buyer: 'heads of automation',
    variants: 'robotic',
  },
  'Logistics & Mobility': {
    weight: 4,
    domains: 'logistics|mobility',
    objects: 'shipping manifests|delivery routes|freight invoices|fleet telematics|customs declarations',
    customers: 'Freight forwarders|Last-mile delivery fleets|Third-party logistics providers|Ride-hailing operators|Port operators',
    pains:
      'manual data entry on shipping documents|late deliveries from static route plans|freight invoice disputes|empty miles on return trips|customs holds from classification errors',
    apps: 'Shipping document extraction|Dynamic route optimization|Freight audit automation|Customs tariff classification|ETA prediction for shipments',
    incumbents: 'Flexport|project44|Samsara|FourKites|Descartes',
    barriers: 'Fragmented carrier data|Thin logistics margins|Integration with TMS platforms|Regional customs rules',
    tags: 'logistics|supply chain|transportation|fleet|routing',
    buyer: 'supply chain executives',
    variants: 'logistics',
  },
  'Legal & Compliance': {
    weight: 6,
    domains: 'legal|compliance',
    objects: 'contracts|case law|regulatory filings|discovery documents|policy manuals',
    customers: 'Mid-size law firms|Corporate legal departments|Bank compliance officers|Legal aid organizations|Patent attorneys',
    pains:
      'associates spending days on first-pass review|missed obligations buried in contracts|regulatory changes tracked by hand|discovery costs that dwarf case value|inconsistent clause language across deals',
    apps: 'Contract clause extraction|Case law research with citations|Regulatory change monitoring|E-discovery prioritization|Policy compliance checking',
    incumbents: 'Harvey|Thomson Reuters CoCounsel|LexisNexis|Ironclad|Relativity',
    barriers: 'Hallucinated citations|Client confidentiality|Bar rules on unauthorized practice|Partner skepticism',
    tags: 'legal tech|contracts|compliance|regulation|e-discovery',
    buyer: 'general counsels',
    variants: 'legal|compliance',
  },
  'Creative & Design': {
    weight: 4,
    domains: 'design|creative',
    objects: 'brand assets|storyboards|architectural renderings|UI mockups|music stems',
    customers: 'Design agencies|Game studios|Architecture firms|Independent creators|In-house brand teams',
    pains:
      'weeks of iteration on concept art|stock imagery that looks generic|slow client approval cycles|asset libraries nobody can search|rising production costs for video',
    apps: 'Concept art generation|Brand-consistent asset variations|Design-to-code handoff|Storyboards generated from scripts|Searchable creative asset libraries',
    incumbents: 'Adobe|Figma|Canva|Runway|Autodesk',
    barriers: 'Copyright concerns|Creative community backlash|Quality bar for professional work|Tool switching costs',
    tags: 'design|creative tools|content creation|gaming|architecture',
    buyer: 'creative directors',
    variants: 'design',
  },
  'Scientific Research': {
    weight: 5,
    domains: 'scientific research|laboratory',
    objects: 'microscopy images|protein structures|lab notebooks|experimental datasets|scientific papers',
    customers: 'University research labs|Biotech discovery teams|National laboratories|Materials science groups|Core imaging facilities',
    pains:
      'months spent annotating images by hand|literature too vast to track|irreproducible analysis pipelines|expensive wet-lab experiments that fail|data scattered across instruments',
    apps: 'Automated image segmentation|Literature review assistants|Experiment planning suggestions|Protein property prediction|Lab data harmonization',
    incumbents: 'Benchling|Elsevier|Schrödinger|Recursion|Dotmatics',
    barriers: 'Grant-funded budgets|Domain expert validation|Data heterogeneity across labs|Publication incentives over tooling',
    tags: 'science|biology|materials|lab automation|research tools',
    buyer: 'principal investigators',
    variants: 'research',
  },
  Energy: {
    weight: 2.5,
    domains: 'energy|utility',
    objects: 'grid sensor data|smart meter readings|well logs|turbine inspection images|interconnection requests',
    customers: 'Electric utilities|Renewable developers|Oil and gas operators|Grid operators|Energy retailers',
    pains:
      'interconnection queues that stall projects|unplanned turbine outages|inaccurate load forecasts|manual inspection of remote assets|rising peak demand from data centers',
    apps: 'Load forecasting|Turbine blade defect detection|Interconnection study automation|Outage prediction|Demand response optimization',
    incumbents: 'GE Vernova|AutoGrid|Uplight|Schneider Electric|C3 AI',
    barriers: 'Utility procurement cycles|Critical infrastructure security|Regulatory rate cases|Legacy SCADA systems',
    tags: 'energy|utilities|grid|renewables|forecasting',
    buyer: 'utility operations executives',
    variants: 'energy',
  },
  Agriculture: {
    weight: 1.5,
    domains: 'agriculture|farming',
    objects: 'drone field imagery|soil samples|yield records|satellite crop maps|livestock sensor data',
    customers: 'Large row-crop farms|Agronomy consultancies|Seed and input companies|Specialty crop growers|Agricultural cooperatives',
    pains:
      'crop disease spotted too late|blanket spraying that wastes inputs|labor shortages at harvest|unreliable yield forecasts|fragmented farm data',
    apps: 'Crop disease detection from drone imagery|Variable-rate input prescriptions|Yield forecasting|Harvest robot vision|Farm record digitization',
    incumbents: 'John Deere|Climate FieldView|Taranis|Indigo Ag|CropX',
    barriers: 'Seasonal sales windows|Low rural connectivity|Farmer trust|Thin farm margins',
    tags: 'agtech|agriculture|precision farming|remote sensing|crops',
    buyer: 'agronomy directors',
    variants: 'agriculture',
  },
  'Physical Infrastructure': {
    weight: 2,
    domains: 'infrastructure|construction',
    objects: 'bridge inspection images|building information models|construction schedules|pipe network maps|site progress photos',
    customers: 'General contractors|Civil engineering firms|Municipal public works departments|Water utilities|Real estate developers',
    pains:
      'schedule overruns on large projects|manual inspections of aging bridges|rework from design clashes|undetected leaks in water networks|permitting delays',
    apps: 'Automated bridge inspection|BIM clash detection|Construction progress tracking|Leak detection in water networks|Permit document review',
    incumbents: 'Autodesk Construction Cloud|Procore|Bentley Systems|Trimble|OpenSpace',
    barriers: 'Conservative engineering standards|Liability for missed defects|Fragmented project teams|Public procurement rules',
    tags: 'construction|infrastructure|civil engineering|inspection|bim',
    buyer: 'project executives',
    variants: 'infrastructure',
  },
  Aerospace: {
    weight: 1.5,
    domains: 'aerospace|aviation',
    objects: 'aircraft maintenance records|flight data|satellite imagery|engine borescope images|airworthiness directives',
    customers: 'Airlines|MRO providers|Satellite operators|Aerospace manufacturers|Drone service companies',
    pains:
      'aircraft on the ground waiting for diagnosis|manual review of thousands of maintenance records|satellite imagery arriving faster than analysts can read it|certification paperwork delays|engine inspections that take days',
    apps: 'Maintenance record digitization|Borescope defect detection|Satellite imagery change detection|Flight anomaly detection|Certification document drafting',
    incumbents: 'Boeing Global Services|Airbus Skywise|Planet Labs|GE Aerospace|Palantir',
    barriers: 'Aviation certification|Safety-critical validation|Export control rules|Long program timelines',
    tags: 'aerospace|aviation|satellites|space|mro',
    buyer: 'heads of maintenance operations',
    variants: 'aerospace',
  },
  'Accounting & Audit': {
    weight: 3,
    domains: 'accounting|audit',
    objects: 'general ledgers|supplier invoices|expense reports|audit workpapers|tax filings',
    customers: 'Mid-size accounting firms|Corporate finance teams|Internal audit departments|Tax advisors|Bookkeeping services',
    pains:
      'a month-end close that takes two weeks|sample-based audits that miss anomalies|manual invoice matching|expense fraud slipping through|staff shortages in busy season',
    apps: 'Continuous transaction auditing|Automated invoice matching|Financial close checklists|Expense policy enforcement|Tax document classification',
    incumbents: 'Intuit|BlackLine|MindBridge|Workiva|Deloitte Omnia',
    barriers: 'Auditor liability|Professional standards|ERP integration|Conservative buyers',
    tags: 'accounting|audit|finance automation|tax|erp',
    buyer: 'financial controllers',
    variants: 'accounting|audit',
  },
  'Education & Training': {
    weight: 5,
    domains: 'education|learning',
    objects: 'student essays|lecture recordings|course syllabi|practice problems|training manuals',
    customers: 'K-12 school districts|Universities|Corporate learning teams|Online course providers|Test prep companies',
    pains:
      'teachers spending evenings grading|one-size-fits-all lessons|learners dropping out of online courses|outdated training content|little feedback between exams',
    apps: 'Essay feedback at scale|Adaptive practice problems|Lecture-to-quiz generation|Personalized tutoring|Training content localization',
    incumbents: 'Khan Academy|Coursera|Duolingo|Chegg|Pearson',
    barriers: 'Academic integrity concerns|Student data privacy|School budget cycles|Proving learning outcomes',
    tags: 'edtech|education|tutoring|assessment|learning',
    buyer: 'curriculum directors',
    variants: 'education|training',
  },
  'Defense & Security': {
    weight: 2,
    domains: 'defense|national security',
    objects: 'intelligence reports|sensor feeds|aerial images|radio signal captures|vehicle maintenance logs',
    customers: 'Defense agencies|Defense contractors|Border security agencies|Intelligence analysts|Military logistics units',
    pains:
      'analysts overwhelmed by sensor data|slow fusion of multi-source intelligence|equipment readiness gaps|manual translation of foreign documents|long software accreditation cycles',
    apps: 'Multi-source intelligence summaries|Object detection on aerial imagery|Predictive maintenance for vehicle fleets|Document translation for analysts|Wargaming scenario generation',
    incumbents: 'Palantir|Anduril|Scale AI|Shield AI|Booz Allen',
    barriers: 'Security clearances|Accreditation timelines|Procurement rules|Ethical constraints',
    tags: 'defense|national security|intelligence|geospatial|dual-use',
    buyer: 'program managers',
    variants: 'defense',
  },
  'Government & Public Services': {
    weight: 3,
    domains: 'public sector|government',
    objects: 'benefit applications|public records requests|permit applications|legislative texts|citizen inquiries',
    customers: 'City governments|State agencies|Federal contractors|Court systems|Public benefits offices',
    pains:
      'benefit backlogs of several months|call centers overwhelmed by routine questions|records requests handled manually|outdated legacy systems|staff turnover and lost expertise',
    apps: 'Benefit application processing|Citizen service assistants|Records request redaction|Legislation summarization|Permit review assistance',
    incumbents: 'Accenture Federal|Tyler Technologies|Palantir|Granicus|Salesforce Public Sector',
    barriers: 'Public procurement cycles|Accessibility and equity requirements|FedRAMP authorization|Political scrutiny',
    tags: 'govtech|public sector|civic tech|government|public services',
    buyer: 'government chief digital officers',
    variants: 'government',
  },
  'Climate & Sustainability': {
    weight: 3,
    domains: 'climate|sustainability',
    objects: 'emissions inventories|supplier disclosures|satellite land-use maps|ESG reports|utility bills',
    customers: 'Corporate sustainability teams|Carbon project developers|ESG investors|Supply chain managers|Climate tech startups',
    pains:
      'Scope 3 data scattered across suppliers|greenwashing risk in disclosures|manual ESG questionnaires|unverifiable carbon credits|new reporting mandates',
    apps: 'Scope 3 emissions estimation|Carbon credit verification from satellites|ESG report drafting|Supplier disclosure analysis|Climate risk scoring',
    incumbents: 'Watershed|Persefoni|Sweep|Pachama|Sylvera',
    barriers: 'Changing disclosure standards|Data quality from suppliers|Skepticism about estimates|Budget cuts in downturns',
    tags: 'climate|sustainability|esg|carbon|emissions',
    buyer: 'chief sustainability officers',
    variants: 'climate|sustainability',
  },
  Cybersecurity: {
    weight: 6,
    domains: 'cybersecurity|security operations',
    objects: 'security alerts|phishing emails|vulnerability reports|network logs|cloud configurations',
    customers: 'Mid-market SOCs|Managed security providers|Enterprise security teams|Cloud platform teams|Incident response firms',
    pains:
      'thousands of daily alerts and too few analysts|phishing that bypasses filters|vulnerability backlogs nobody can prioritize|misconfigured cloud resources|slow incident investigations',
    apps: 'Alert triage and enrichment|Phishing detection|Vulnerability prioritization|Cloud misconfiguration remediation|Incident report drafting',
    incumbents: 'CrowdStrike|Palo Alto Networks|Microsoft Security Copilot|Wiz|SentinelOne',
    barriers: 'Trust in automated verdicts|Adversarial evasion|Integration breadth|Crowded vendor landscape',
    tags: 'cybersecurity|soc|threat detection|phishing|cloud security',
    buyer: 'CISOs',
    variants: 'cyber|cybersecurity',
  },
  'Human Resources': {
    weight: 3,
    domains: 'HR|talent',
    objects: 'resumes|job descriptions|employee surveys|performance reviews|interview transcripts',
    customers: 'Corporate recruiting teams|Staffing agencies|HR business partners|High-volume hourly employers|People analytics teams',
    pains:
      'hundreds of applicants per role screened by hand|biased job descriptions|survey comments nobody reads|high early attrition|slow interview scheduling',
    apps: 'Resume screening with explanations|Inclusive job description rewriting|Employee survey analysis|Attrition risk prediction|Interview summary generation',
    incumbents: 'Workday|Eightfold AI|HireVue|Greenhouse|Lattice',
    barriers: 'Hiring bias regulation|Candidate privacy|ATS integration|Employee trust',
    tags: 'hr tech|recruiting|talent|people analytics|hiring',
    buyer: 'chief people officers',
    variants: 'human resources',
  },
  'Future of Work': {
    weight: 3,
    domains: 'workplace|remote work',
    objects: 'meeting recordings|internal wikis|team chat threads|onboarding materials|project handoffs',
    customers: 'Distributed software companies|Professional services firms|Frontline workforce managers|Remote-first startups|Enterprise IT teams',
    pains:
      'knowledge lost in chat threads|onboarding that takes months|meetings without follow-through|skills gaps as roles change|tool sprawl across teams',
    apps: 'Meeting action-item tracking|Onboarding assistants|Skills gap mapping|Internal knowledge capture|Async status reporting',
    incumbents: 'Slack|Microsoft Teams|Notion|Atlassian|Zoom',
    barriers: 'Employee surveillance concerns|Bundling by collaboration suites|Measuring productivity gains|Change fatigue',
    tags: 'future of work|collaboration|remote work|upskilling|workplace',
    buyer: 'chief operating officers',
    variants: 'future of work',
  },
  Operations: {
    weight: 5,
    domains: 'operations|customer support',
    objects: 'support tickets|standard operating procedures|procurement requests|IT service tickets|vendor contracts',
    customers: 'Customer support operations|BPO providers|IT service desks|Procurement teams|Shared service centers',
    pains:
      'repeat tickets for the same issues|SOPs that nobody follows|slow procurement approvals|rising cost per ticket|poor visibility across vendors',
    apps: 'Support ticket auto-resolution|SOP compliance checking|Procurement request triage|IT service desk automation|Vendor performance analysis',
    incumbents: 'ServiceNow|Zendesk|Coupa|UiPath|Freshworks',
    barriers: 'Process variation across sites|Integration with ticketing systems|Job displacement concerns|Proving ROI',
    tags: 'operations|customer support|itsm|procurement|process automation',
    buyer: 'operations executives',
    variants: 'operations',
  },
  'Other Verticals': {
    weight: 1.5,
    domains: 'hospitality|real estate',
    objects: 'property listings|guest reviews|sports performance data|grant applications|event schedules',
    customers: 'Real estate brokerages|Hotel groups|Sports teams|Nonprofits|Event organizers',
    pains:
      'listings written from scratch|guest reviews nobody analyzes|scouting based on gut feel|grant writing that consumes staff time|manual event logistics',
    apps: 'Listing description generation|Guest review analytics|Player performance analytics|Grant proposal drafting|Event planning assistants',
    incumbents: 'Zillow|Oracle Hospitality|Hudl|Blackbaud|Cvent',
    barriers: 'Fragmented small buyers|Low software budgets|Seasonality|Customer education',
    tags: 'real estate|hospitality|sports analytics|nonprofit|events',
    buyer: 'general managers',
    variants: '',
  },
};

/** Parsed banks, in category order. */
interface Technique {
  method: string;
  how: string;
  benefit: string;
  metric: string;
}

interface TechBank {
  name: string;
  techniques: Technique[];
  tasks: string[];
  products: string[];
  benchmarks: string[];
  tags: string[];
  segments: string[];
  apps: string[];
  barriers: string[];
  vendors: string[];
  variants: string[];
}

interface IndustryBank {
  name: string;
  domains: string[];
  objects: string[];
  customers: string[];
  pains: string[];
  apps: string[];
  incumbents: string[];
  barriers: string[];
  tags: string[];
  buyer: string;
  variants: string[];
}

const list = (text: string): string[] => (text ? text.split('|') : []);

const TECH_BANKS: TechBank[] = TECHNOLOGY_CATEGORIES.map(({ name }) => {
  const s = TECH_SOURCE[name];
  return {
    name,
    techniques: s.methods.map((entry) => {
      const [method = '', how = '', benefit = '', metric = ''] = entry.split(' :: ');
      return { method, how, benefit, metric };
    }),
    tasks: list(s.tasks),
    products: list(s.products),
    benchmarks: list(s.benchmarks),
    tags: list(s.tags),
    segments: list(s.segments),
    apps: list(s.apps),
    barriers: list(s.barriers),
    vendors: list(s.vendors),
    variants: list(s.variants),
  };
});
const TECH_WEIGHTS = cumulative(TECHNOLOGY_CATEGORIES.map(({ name }) => TECH_SOURCE[name].weight));

const INDUSTRY_BANKS: IndustryBank[] = INDUSTRY_CATEGORIES.map(({ name }) => {
  const s = INDUSTRY_SOURCE[name];
  return {
    name,
    domains: list(s.domains),
    objects: list(s.objects),
    customers: list(s.customers),
    pains: list(s.pains),
    apps: list(s.apps),
    incumbents: list(s.incumbents),
    barriers: list(s.barriers),
    tags: list(s.tags),
    buyer: s.buyer,
    variants: list(s.variants),
  };
});
const INDUSTRY_WEIGHTS = cumulative(INDUSTRY_CATEGORIES.map(({ name }) => INDUSTRY_SOURCE[name].weight));

/** Off-list category spellings used by the generator, for tests: [raw sheet value, category it means]. */
export const TECHNOLOGY_VARIANTS: ReadonlyArray<readonly [string, string]> = TECH_BANKS.flatMap((bank) =>
  bank.variants.map((variant) => [variant, bank.name] as const),
);
export const INDUSTRY_VARIANTS: ReadonlyArray<readonly [string, string]> = INDUSTRY_BANKS.flatMap((bank) =>
  bank.variants.map((variant) => [variant, bank.name] as const),
);

const FIRST_NAMES = list(
  'Aarav|Abebe|Adaeze|Ahmed|Aiko|Alejandro|Alessia|Ali|Amara|Amir|Ana|Andrei|Anika|Arjun|Astrid|Ayesha|Bao|Beatriz|Bilal|Bo|Camila|Carlos|Chen|Chiara|Chloe|Daniel|Dawit|Diego|Dmitri|Elena|Elif|Emeka|Emily|Eun-ji|Fatima|Felipe|Fernando|Freya|Gabriel|Giulia|Grace|Hana|Hannah|Hao|Haruto|Hiroshi|Ibrahim|Ines|Isabel|Ivan|Jakob|James|Jia|Jin|Jonas|Jorge|Julia|Kai|Karim|Katarzyna|Kenji|Kofi|Lars|Layla|Lea|Leila|Liang|Lin|Lucas|Luis|Maja|Malik|Mariam|Marta|Mateo|Mei|Mohammed|Nadia|Naveen|Nikhil|Nina|Noah|Noor|Olga|Omar|Oscar|Pablo|Pooja|Priya|Qiang|Rafael|Rahul|Ravi|Rin|Rohan|Ruoxi|Sakura|Samir|Sara|Seo-yeon|Shreya|Siddharth|Sofia|Sung-min|Tariq|Thabo|Theo|Tomasz|Valentina|Vikram|Wei|Xin|Yara|Yasmin|Yi|Yuki|Yusuf|Zanele|Zhen|Zoe',
);
const LAST_NAMES = list(
  'Abdullah|Adeyemi|Agarwal|Ahn|Alvarez|Andersen|Antonelli|Bauer|Becker|Bennett|Bhatt|Brandt|Carvalho|Castillo|Chakraborty|Chang|Chen|Cohen|Costa|Dang|Das|Dubois|Eriksson|Esposito|Farouk|Fischer|Fontaine|Fujita|Gallagher|Garcia|Ghosh|Gonzalez|Gupta|Haddad|Hansen|Hartmann|Hashemi|Herrera|Hoffmann|Horvath|Hosseini|Huang|Ibrahim|Iyer|Jansen|Jiang|Kang|Kapoor|Kato|Kaur|Khan|Kim|Kowalski|Kumar|Larsen|Lee|Li|Lindqvist|Liu|Lopez|Lu|Mahmoud|Martinez|Mehta|Mendes|Meyer|Moreau|Morales|Mukherjee|Murphy|Nakamura|Nguyen|Novak|Nowak|Nunez|Obi|Okafor|Okonkwo|Olsen|Ortiz|Osei|Park|Patel|Pereira|Petrov|Popescu|Qureshi|Rahman|Ramos|Rao|Reddy|Reyes|Richter|Rossi|Rodriguez|Saito|Santos|Sato|Schmidt|Schneider|Sharma|Shin|Silva|Singh|Sokolov|Song|Suzuki|Tanaka|Tran|Tsai|Varga|Vasquez|Wagner|Wang|Watanabe|Weber|Wong|Wu|Xu|Yamamoto|Yang|Yilmaz|Yoshida|Zhang|Zhao|Zhou|Zhu|Zimmermann',
);
const INITIALS = list('A|B|C|D|E|F|G|H|J|K|L|M|N|P|R|S|T|V|W|Y');

const NAME_HEADS = list(
  'Flash|Hyper|Meta|Neuro|Quant|Sparse|Omni|Tiny|Deep|Auto|Graph|Chrono|Lumen|Vector|Atlas|Echo|Prism|Nova|Orbit|Sage|Cortex|Fusion|Helix|Pixel|Strata|Tensor|Aegis|Delta|Kairo|Mosaic|Nimbus|Pilot|Relay|Sketch|Tala|Unison|Verity|Weave|Zephyr|Astra',
);
const NAME_TAILS = list(
  'Route|Former|Net|Agent|Bench|Lens|Mix|Tune|Guard|Scope|Flow|Sync|Mind|Gen|Rank|Query|Plan|Bridge|Forge|Path|Loop|Cast|Map|Grid|Sense|Coder|Diff|Shift|Core|Link',
);
const STARTUP_TAILS = list('ly|ify|io|a|ex|iq|ium|ara|os|ent');

const TITLE_ADJECTIVES = list(
  'Efficient|Scalable|Robust|Faithful|Adaptive|Unified|Interpretable|Controllable|Data-Efficient|Calibrated|Compositional|Self-Supervised|Zero-Shot|Few-Shot|Hierarchical|Modular|Lightweight|Verifiable|Grounded|Continual|Reliable|Private|Fast|Cost-Aware|Training-Free',
);
const TITLE_GERUNDS = list(
  'Scaling|Rethinking|Improving|Accelerating|Benchmarking|Aligning|Grounding|Distilling|Steering|Unifying|Revisiting|Compressing|Stabilizing|Auditing|Teaching Models',
);
const TITLE_SETTINGS = list(
  'in the Wild|at Scale|under Distribution Shift|with Limited Supervision|for Real-World Deployment|Across Domains|on Edge Devices|with Noisy Labels|in Low-Resource Settings|with Human Feedback',
);
const TITLE_NOUNS = list('Framework|Benchmark|Toolkit|Study|Recipe|Dataset|Architecture|Testbed');

const INTRO_VERBS = list('Introduces|Proposes|Presents|Develops|Describes');
const SECONDARY_EFFECTS = list(
  'keeping inference cost flat|using a fraction of the labeled data|remaining robust under distribution shift|requiring no changes to the base architecture|training on a single eight-GPU node|staying within a strict latency budget',
);
const BASELINES = list(
  'strong dense baselines|prior state-of-the-art systems|GPT-4-class prompting baselines|fine-tuned encoder models|commercial APIs|carefully tuned heuristics',
);
const ARTIFACTS = list(
  'code, model weights and a new evaluation set|an open-source implementation with reproducible training scripts|a curated benchmark of real-world examples|a permissively licensed reference implementation',
);
const COMPONENTS = list(
  'the training curriculum|the auxiliary consistency loss|the retrieval step|the data filtering stage|the reward shaping|the adaptive scheduling policy|the calibration layer|the memory module',
);
const SCALE_FACTORS = list('model size|input length|the number of tools|dataset size|the number of users|task difficulty');
const EXPERTS = list('domain experts|practitioners|professional annotators|end users|senior analysts');
const QUALIFIERS = list(
  'with a human reviewer in the loop|inside their own cloud|without a dedicated ML team|at a fraction of today’s cost|in hours rather than weeks|with a full audit trail|on existing hardware|from day one',
);
const OUTCOMES = list(
  'structured, searchable records|ranked action lists|decisions backed by evidence|ready-to-review drafts|early warnings|clear priorities|audit-ready summaries',
);
const COSTLY_THINGS = list(
  'a separate reward model|large-scale manual labeling|retraining from scratch|specialized hardware|hand-written rules|a team of ML engineers',
);
const IMPACTS = list(
  'lower costs and faster decisions|revenue currently left on the table|fewer errors reaching customers|measurable time savings for scarce experts|faster cycle times and happier customers|lower risk exposure',
);
const LEGACY = list('manual review|outsourced teams|rule-based tools|spreadsheets and email|point solutions that do not talk to each other');
const REQUIREMENTS = list(
  'prove value in a short pilot|integrate with existing systems from day one|keep a human reviewer in the loop|run inside the customer’s own environment|explain every output it produces',
);
const FEATURES = list(
  'a reviewer queue|audit logging|prebuilt connectors|a no-code configuration console|role-based access controls|an on-premise deployment option|usage analytics',
);
const PRICINGS = list(
  'Per-seat SaaS|Usage-based pricing|Annual platform license|Tiered subscription|Outcome-based pricing|Per-document pricing',
);
const ADDONS = list(
  'paid onboarding and integration services|an enterprise tier for private deployment|premium support|a hosting fee per active model|a professional services package|volume discounts for multi-year contracts',
);
const MANUAL_BASELINES = list('the current manual process|a prompt-only LLM baseline|incumbent tools|outsourced reviewers|last year’s outcomes');
const BUSINESS_METRICS = list('turnaround time|error rate|cost per case|reviewer edit distance|user adoption|time to decision');
const NUMBER_WORDS = list('two|three|four|five');

// ---------------------------------------------------------------------------------------------------
// Seeded randomness.

type Rng = () => number;

/** mulberry32: tiny, fast, good enough for synthetic data, and identical on every platform. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

function weighted(rng: Rng, cumulativeWeights: readonly number[]): number {
  const target = rng() * cumulativeWeights[cumulativeWeights.length - 1]!;
  const index = cumulativeWeights.findIndex((limit) => target < limit);
  return index === -1 ? cumulativeWeights.length - 1 : index;
}

const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, probability: number) => rng() < probability;

/** k distinct items, in random order. */
function pickSome<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const pool = items.slice();
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** k distinct items, keeping their order in the list. */
function pickOrdered<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const chosen = new Set(pickSome(rng, items.map((_, index) => index), k));
  return items.filter((_, index) => chosen.has(index));
}

// ---------------------------------------------------------------------------------------------------
// Text helpers.

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'via', 'with', 'under']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases the first letter unless it starts an acronym or code ("HIPAA", "CISOs", "K-12"). */
function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|-[a-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** English plural of a lower-case noun phrase ("evaluation harness" -> "evaluation harnesses"). */
const plural = (phrase: string) => (/(?:s|sh|ch|x)$/.test(phrase) ? `${phrase}es` : `${phrase}s`);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => capitalise(part))
        .join('-');
    })
    .join(' ');
}

const article = (phrase: string) =>
  (/^[aeiou]/i.test(phrase) && !/^(?:uni|use|eu)/i.test(phrase)) || /^(?:LLM|SOP|MRO|HR|FDA|ESG|SKU)\b/.test(phrase) ? 'an' : 'a';

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------
// One idea.

interface Context {
  rng: Rng;
  t: TechBank;
  i: IndustryBank;
  name: string;
  method: string;
  method2: string;
  how: string;
  task: string;
  task2: string;
  product: string;
  benefit: string;
  metric: string;
  benchmarks: string[];
  objects: string[];
  customers: string[];
  pains: string[];
  app: string;
  domain: string;
  /** Distinct picks, so one text never repeats a phrase. */
  qualifiers: string[];
  outcomes: string[];
}

function context(rng: Rng, t: TechBank, i: IndustryBank): Context {
  const [technique, other] = pickSome(rng, t.techniques, 2) as [Technique, Technique];
  const tasks = pickSome(rng, t.tasks, 2);
  return {
    rng,
    t,
    i,
    name: systemName(rng),
    method: technique.method,
    method2: other.method,
    how: technique.how,
    task: tasks[0]!,
    task2: tasks[1]!,
    product: pick(rng, t.products),
    benefit: technique.benefit,
    metric: technique.metric,
    benchmarks: pickSome(rng, t.benchmarks, 3),
    objects: pickSome(rng, i.objects, 2),
    customers: pickSome(rng, i.customers, 4),
    pains: pickSome(rng, i.pains, 4),
    app: pick(rng, i.apps),
    domain: pick(rng, i.domains),
    qualifiers: pickSome(rng, QUALIFIERS, 3),
    outcomes: pickSome(rng, OUTCOMES, 2),
  };
}

function systemName(rng: Rng): string {
  const base = `${pick(rng, NAME_HEADS)}${pick(rng, NAME_TAILS)}`;
  const roll = rng();
  return roll < 0.08 ? `${base}-2` : roll < 0.12 ? `${base}++` : base;
}

function title(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 7)) {
    case 0:
      return `${c.name}: ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)} with ${titleCase(c.method)}`;
    case 1:
      return `${pick(rng, TITLE_GERUNDS)} ${titleCase(c.task)} with ${titleCase(c.method)}`;
    case 2:
      return `Towards ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)} ${pick(rng, TITLE_SETTINGS)}`;
    case 3:
      return `${c.name}: ${titleCase(c.method)} for ${titleCase(c.task)}`;
    case 4:
      return `On the ${pick(rng, ['Limits', 'Robustness', 'Scaling Behavior', 'Reliability', 'Efficiency'])} of ${titleCase(c.method)}`;
    case 5:
      return `${c.name}: A ${pick(rng, TITLE_NOUNS)} for ${pick(rng, TITLE_ADJECTIVES)} ${titleCase(c.task)}`;
    case 6:
      return `When ${titleCase(c.method)} Meets ${titleCase(c.task2)}`;
    default:
      return `${titleCase(c.method)} Is ${pick(rng, ['All You Need', 'Enough', 'Not Enough', 'Secretly Simple'])} for ${titleCase(c.task)}`;
  }
}

function description(c: Context): string {
  const { rng } = c;
  const customers = lowerFirst(c.customers[0]!);
  let first: string;
  switch (int(rng, 0, 2)) {
    case 0:
      first = `${capitalise(c.product)} for ${customers} that uses ${c.method} for ${lowerFirst(c.app)}.`;
      break;
    case 1:
      first = `${capitalise(article(c.product))} ${c.product} for ${customers} that ${c.benefit}.`;
      break;
    default:
      first = `Applies ${c.method} to ${c.objects[0]}, giving ${customers} ${c.outcomes[0]}.`;
  }
  let second: string;
  switch (int(rng, 0, 2)) {
    case 0:
      second = `${c.customers[1]} get ${c.outcomes[1]} ${c.qualifiers[1]}.`;
      break;
    case 1:
      second = `It ships with ${joinAnd(pickSome(rng, FEATURES, 2))}.`;
      break;
    default:
      second = `The first buyers are ${c.i.buyer}.`;
  }
  return `${first} ${second}`;
}

function summary(c: Context): string {
  const { rng } = c;
  const [b1, b2, b3] = c.benchmarks as [string, string, string];
  const sentences: string[] = [];
  switch (int(rng, 0, 2)) {
    case 0:
      sentences.push(`${pick(rng, INTRO_VERBS)} ${c.name}, which applies ${c.method} to ${c.task}: it ${c.how}.`);
      break;
    case 1:
      sentences.push(`${pick(rng, INTRO_VERBS)} ${c.method} for ${c.task}; the system ${c.how}.`);
      break;
    default:
      sentences.push(`This paper studies ${c.task} and proposes ${c.name}, which ${c.how}.`);
  }
  switch (int(rng, 0, 2)) {
    case 0:
      sentences.push(`On ${b1} and ${b2}, it ${c.benefit} while ${pick(rng, SECONDARY_EFFECTS)}.`);
      break;
    case 1:
      sentences.push(`Experiments on ${joinAnd([b1, b2, b3])} show that it ${c.benefit}.`);
      break;
    default:
      sentences.push(`Across ${pick(rng, NUMBER_WORDS)} benchmarks including ${b1}, the method ${c.benefit} compared with ${pick(rng, BASELINES)}.`);
  }
  const extra = rng();
  if (extra < 0.3) {
    sentences.push(`The authors release ${pick(rng, ARTIFACTS)}.`);
  } else if (extra < 0.6) {
    sentences.push(`Ablations attribute most of the gain to ${pick(rng, COMPONENTS)}, and the approach transfers to ${c.task2} without retuning.`);
  } else if (extra < 0.9) {
    sentences.push(`In a study with ${int(rng, 12, 60)} ${pick(rng, EXPERTS)}, its outputs were preferred in ${int(rng, 58, 86)}% of comparisons.`);
  }
  return sentences.join(' ');
}

function potentialMarket(c: Context): string {
  const { rng } = c;
  const segment = pick(rng, c.t.segments);
  switch (int(rng, 0, 3)) {
    case 0:
      return `${c.customers[0]} spend heavily on manual work around ${c.objects[0]} and increasingly want ${plural(c.product)} that ${pick(rng, REQUIREMENTS)}.`;
    case 1:
      return `${capitalise(c.domain)} buyers are moving budget from manual handling of ${c.objects[0]} to software, with ${lowerFirst(c.customers[1]!)} leading adoption.`;
    case 2:
      return `Demand for ${c.domain} ${segment} is growing quickly as ${lowerFirst(c.customers[0]!)} look to cut the cost of ${lowerFirst(c.app)}.`;
    default:
      return `${c.customers[0]} handle ${c.objects[0]} at high volume yet still rely on ${pick(rng, LEGACY)}, which ${segment} can replace.`;
  }
}

function challenges(c: Context): string {
  const { rng } = c;
  const barrier = pick(rng, [...c.i.barriers, ...c.t.barriers]);
  switch (int(rng, 0, 2)) {
    case 0:
      return `${barrier} will slow adoption, so the ${c.product} must ${pick(rng, REQUIREMENTS)}.`;
    case 1:
      return `${c.customers[0]} are cautious buyers, and ${lowerFirst(barrier)} will lengthen early sales cycles.`;
    default:
      return `Quality must hold up on messy real-world ${c.objects[0]}, and ${lowerFirst(barrier)} will add friction to every deal.`;
  }
}

function coreInnovationOverview(c: Context): string {
  const { rng } = c;
  const first = `${c.name} ${c.how}.`;
  let second: string;
  switch (int(rng, 0, 2)) {
    case 0:
      second = `That design ${c.benefit} and scales cleanly with ${pick(rng, SCALE_FACTORS)}.`;
      break;
    case 1:
      second = `In practice it ${c.benefit}, which changes the economics of ${c.task}.`;
      break;
    default:
      second = `Unlike ${pick(rng, BASELINES)}, it does not depend on ${pick(rng, COSTLY_THINGS)}.`;
  }
  let third: string;
  switch (int(rng, 0, 2)) {
    case 0:
      third = `Applied to ${c.objects[0]}, it lets ${lowerFirst(c.customers[0]!)} handle ${lowerFirst(c.app)} ${c.qualifiers[2]}.`;
      break;
    case 1:
      third = `For ${lowerFirst(c.customers[0]!)}, that makes ${lowerFirst(c.app)} practical ${c.qualifiers[2]}.`;
      break;
    default:
      third = `Packaged as ${article(c.product)} ${c.product}, it turns ${c.objects[0]} into ${c.outcomes[1]}.`;
  }
  return `${first} ${second} ${third}`;
}

function coreInnovation(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 2)) {
    case 0:
      return `${capitalise(c.method)} combined with ${c.method2} for ${c.task}.`;
    case 1:
      return `${capitalise(c.method)} that ${c.how}.`;
    default:
      return `${capitalise(article(c.method))} ${c.method} design that ${pick(rng, ['needs no extra labels', 'adds little overhead', 'works with off-the-shelf models', 'is simple to reproduce'])} and ${c.benefit}.`;
  }
}

function whyItMatters(c: Context): string {
  const { rng } = c;
  switch (int(rng, 0, 3)) {
    case 0:
      return `It turns ${lowerFirst(c.app)} from a months-long project into a routine capability.`;
    case 1:
      return `Tackling ${c.pains[0]} removes a costly bottleneck for ${lowerFirst(c.customers[0]!)}.`;
    case 2:
      return `Gains in ${c.metric} on ${c.objects[0]} translate directly into ${pick(rng, IMPACTS)}.`;
    default:
      return `A system that ${c.benefit} changes what ${lowerFirst(c.customers[1]!)} can afford to automate.`;
  }
}

function commercialApplications(c: Context): string {
  const { rng } = c;
  const count = weightedCount(rng, [0, 0, 0.15, 0.35, 0.5]);
  const items = new Set<string>([c.app]);
  const pool = [...c.i.apps, ...c.t.apps.map((prefix) => `${prefix} ${pick(rng, c.i.objects)}`)];
  for (const item of pickSome(rng, pool, count + 1)) if (items.size < count) items.add(item);
  return [...items].join('; ');
}

function painPoints(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.2, 0.55, 0.25]);
  return c.customers
    .slice(0, count)
    .map((customer, index) => `${customer}: ${c.pains[index]}`)
    .join('; ');
}

function tamEstimate(c: Context, year: number): string {
  const { rng } = c;
  const billions = (int(rng, 4, 120) / 10).toFixed(1);
  const segment = chance(rng, 0.4) ? `${pick(rng, c.t.segments)} for ${lowerFirst(c.customers[0]!)}` : `${c.domain} ${pick(rng, c.t.segments)}`;
  return `$${billions}B by ${year + int(rng, 3, 6)} (${segment})`;
}

function competitors(c: Context): string {
  const { rng } = c;
  const count = weightedCount(rng, [0, 0, 0.05, 0.2, 0.45, 0.3]);
  const names = new Set<string>();
  const startup = () => `${pick(rng, NAME_HEADS)}${pick(rng, STARTUP_TAILS)}${chance(rng, 0.4) ? ' AI' : ''}`;
  for (let attempt = 0; names.size < count && attempt < 20; attempt++) {
    const roll = rng();
    names.add(roll < 0.45 ? pick(rng, c.i.incumbents) : roll < 0.8 ? pick(rng, c.t.vendors) : startup());
  }
  return [...names].join('; ');
}

function majorBarriers(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.55, 0.3]);
  return pickSome(c.rng, [...c.i.barriers, ...c.t.barriers], count).join('; ');
}

function businessModel(c: Context): string {
  const { rng } = c;
  const pricing = pick(rng, PRICINGS);
  const scope = pricing.startsWith('Usage') || pricing.startsWith('Per-document') ? `per 1,000 ${c.objects[0]}` : `for ${lowerFirst(c.customers[0]!)}`;
  return `${pricing} ${scope}, plus ${pick(rng, ADDONS)}.`;
}

function validationPlan(c: Context): string {
  const { rng } = c;
  const customers = lowerFirst(c.customers[0]!);
  const steps = [
    `Interview ${int(rng, 15, 40)} ${customers} about ${c.pains[0]}`,
    `Benchmark against ${pick(rng, MANUAL_BASELINES)} on ${int(rng, 2, 20) * 50} archived ${c.objects[0]}`,
    `Pilot with ${pick(rng, NUMBER_WORDS)} ${customers}`,
    `Run a shadow deployment for ${int(rng, 4, 12)} weeks`,
    `Measure ${pick(rng, BUSINESS_METRICS)} versus ${pick(rng, MANUAL_BASELINES)}`,
    `Review results with ${c.i.buyer}`,
    `Convert ${pick(rng, NUMBER_WORDS)} design partners to paid contracts`,
  ];
  return pickOrdered(rng, steps, weightedCount(rng, [0, 0, 0, 0.5, 0.4, 0.1])).join('; ');
}

function pitch(c: Context): string {
  const { rng } = c;
  for (let attempt = 0; attempt < 8; attempt++) {
    let text: string;
    switch (int(rng, 0, 4)) {
      case 0:
        text = `${c.app} for ${lowerFirst(c.customers[0]!)}, ${c.qualifiers[0]}`;
        break;
      case 1:
        text = `${capitalise(article(c.product))} ${c.product} that ${c.benefit}`;
        break;
      case 2:
        text = `Turn ${c.objects[0]} into ${c.outcomes[0]} ${c.qualifiers[1]}`;
        break;
      case 3:
        text = `${capitalise(c.domain)} ${c.product} that ${c.benefit}`;
        break;
      default:
        text = `Ending ${c.pains[0]} using ${c.method}`;
    }
    if (text.length >= 50 && text.length <= 110) return text;
  }
  return `${c.app} for ${lowerFirst(c.customers[0]!)}, built on ${c.method}`.slice(0, 110).trimEnd();
}

function tags(c: Context): string {
  const count = weightedCount(c.rng, [0, 0, 0.15, 0.45, 0.3, 0.1]);
  const chosen = new Set(pickSome(c.rng, c.t.tags, Math.max(1, Math.floor(count / 2))));
  for (const tag of pickSome(c.rng, c.i.tags, c.i.tags.length)) if (chosen.size < count) chosen.add(tag);
  return [...chosen].join(', ');
}

function authors(rng: Rng): string {
  const count = weightedCount(rng, [0, 0, 0.04, 0.06, 0.1, 0.14, 0.18, 0.22, 0.26]);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const middle = chance(rng, 0.3) ? ` ${pick(rng, INITIALS)}.` : '';
    names.push(`${pick(rng, FIRST_NAMES)}${middle} ${pick(rng, LAST_NAMES)}`);
  }
  if (count === 8 && chance(rng, 0.25)) return `${names.slice(0, 6).join(', ')}, et al.`;
  return names.join(', ');
}

/** A count drawn from probabilities indexed by count. */
function weightedCount(rng: Rng, probabilities: readonly number[]): number {
  return weighted(rng, cumulative(probabilities));
}

const TRL_WEIGHTS = cumulative([0, 1, 2, 4, 8, 16, 22, 25, 14, 8]);
const NOVELTY_WEIGHTS = cumulative([0, 0.5, 1, 3, 8, 17, 26, 24, 14, 5, 1.5]);
const MARKET_WEIGHTS = cumulative([0, 0.3, 0.7, 2, 5, 12, 22, 28, 19, 8, 3]);
const FEASIBILITY_WEIGHTS = cumulative([0, 0.3, 0.7, 1.5, 3, 8, 18, 28, 25, 12, 3.5]);

// ---------------------------------------------------------------------------------------------------
// Cells.

const NULL_CELL = 'null';
const textCell = (value: string | undefined) => (value === undefined ? NULL_CELL : `{"v":${JSON.stringify(value)}}`);
/** gviz writes whole numbers as 7.0 with format "7". */
const numberCell = (value: number) => `{"v":${Number.isInteger(value) ? `${value}.0` : String(value)},"f":"${value}"}`;
const dateCell = (year: number, monthIndex: number, day: number) =>
  `{"v":"Date(${year},${monthIndex},${day})","f":"${monthIndex + 1}/${day}/${year}"}`;
const BLANK_ROW = `{"c":[${Array(COLUMNS.length).fill(NULL_CELL).join(',')}]}`;

const DAY_MS = 86_400_000;

function parseEndDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== text) throw new Error(`--end-date must be a real date as YYYY-MM-DD, got "${text}"`);
  return ms;
}

function ideaRow(rng: Rng, endMs: number, usedPaperIds: Set<string>): string {
  const t = TECH_BANKS[weighted(rng, TECH_WEIGHTS)]!;
  const i = INDUSTRY_BANKS[weighted(rng, INDUSTRY_WEIGHTS)]!;
  const c = context(rng, t, i);

  // Newer ideas are more frequent: half uniform over the window, half with linearly falling density.
  const u = rng();
  const daysBack = Math.min(DATE_WINDOW_DAYS - 1, Math.floor(DATE_WINDOW_DAYS * (chance(rng, 0.5) ? u : 1 - Math.sqrt(u))));
  const date = new Date(endMs - daysBack * DAY_MS);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();

  // The paper predates the idea, usually by under two years.
  let paperId: string;
  do {
    const monthsBack = Math.floor(48 * rng() * rng());
    const paperMonth = year * 12 + monthIndex - monthsBack;
    const yymm = `${String(Math.floor(paperMonth / 12) % 100).padStart(2, '0')}${String((paperMonth % 12) + 1).padStart(2, '0')}`;
    paperId = `${yymm}.${String(int(rng, 1, 29_999)).padStart(5, '0')}`;
  } while (usedPaperIds.has(paperId));
  usedPaperIds.add(paperId);

  const technologyRoll = rng();
  const technology =
    technologyRoll < 0.005 ? 'uncategorized' : technologyRoll < 0.015 && t.variants.length > 0 ? pick(rng, t.variants) : t.name;
  const industryRoll = rng();
  const industry = industryRoll < 0.01 ? 'Others' : industryRoll < 0.02 && i.variants.length > 0 ? pick(rng, i.variants) : i.name;

  const novelty = weighted(rng, NOVELTY_WEIGHTS);
  const market = weighted(rng, MARKET_WEIGHTS);
  const feasibility = weighted(rng, FEASIBILITY_WEIGHTS);
  // Integer arithmetic so x.x5 always rounds half up (0.35*6 + 0.35*7 + 0.30*8 = 6.95 -> 7.0).
  const totalScore = Math.round((35 * novelty + 35 * market + 30 * feasibility) / 10) / 10;

  const cells = [
    textCell(title(c)),
    textCell(description(c)),
    textCell(`https://arxiv.org/abs/${paperId}`),
    textCell(chance(rng, 0.9) ? `https://www.alphaxiv.org/abs/${paperId}` : undefined),
    textCell(authors(rng)),
    textCell(technology),
    textCell(industry),
    textCell(tags(c)),
    dateCell(year, monthIndex, date.getUTCDate()),
    textCell(summary(c)),
    textCell(potentialMarket(c)),
    textCell(challenges(c)),
    textCell(coreInnovationOverview(c)),
    textCell(coreInnovation(c)),
    textCell(chance(rng, 0.95) ? whyItMatters(c) : undefined),
    textCell(commercialApplications(c)),
    textCell(chance(rng, 0.97) ? painPoints(c) : undefined),
    textCell(chance(rng, 0.97) ? tamEstimate(c, year) : undefined),
    textCell(chance(rng, 0.95) ? competitors(c) : undefined),
    numberCell(weighted(rng, TRL_WEIGHTS)),
    textCell(chance(rng, 0.97) ? majorBarriers(c) : undefined),
    textCell(chance(rng, 0.96) ? businessModel(c) : undefined),
    textCell(validationPlan(c)),
    numberCell(novelty),
    numberCell(market),
    numberCell(feasibility),
    numberCell(totalScore),
    textCell(chance(rng, 0.99) ? pitch(c) : undefined),
  ];
  return `{"c":[${cells.join(',')}]}`;
}

/** The whole gviz response text for a synthetic sheet. Pure and deterministic. */
export function generateSheet(options: GenerateSheetOptions): string {
  const { ideas, seed = DEFAULT_SEED, endDate = DEFAULT_END_DATE } = options;
  if (!Number.isSafeInteger(ideas) || ideas < 0) throw new Error(`ideas must be a non-negative integer, got ${ideas}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const endMs = parseEndDate(endDate);
  const rng = mulberry32(seed);
  // Blank rows come from their own stream so they do not shift with the idea text.
  const blankRng = mulberry32(seed ^ 0x5bd1e995);
  const blankPositions = new Set<number>();
  for (let start = 0; start < ideas; start += BLANK_ROW_EVERY) blankPositions.add(start + int(blankRng, 1, BLANK_ROW_EVERY));

  const cols = COLUMNS.map(
    ([label, type], index) => `{"id":${JSON.stringify(columnId(index))},"label":${JSON.stringify(label)},"type":"${type}"}`,
  );
  const sig = String(Math.floor(blankRng() * 2_000_000_000));
  const header =
    '/*O_o*/\ngoogle.visualization.Query.setResponse(' +
    `{"version":"0.6","reqId":"0","status":"ok","sig":"${sig}","table":{"cols":[${cols.join(',')}],"rows":[`;
  // One array joined once, so the result is a single flat string with no extra copies.
  const parts = [`${header}{"c":[${INSTRUCTIONS_ROW.map((text) => textCell(text)).join(',')}]}`];
  const usedPaperIds = new Set<string>();
  for (let position = 1; position <= ideas; position++) {
    parts.push(blankPositions.has(position) ? BLANK_ROW : ideaRow(rng, endMs, usedPaperIds));
  }
  parts[parts.length - 1] += '],"parsedNumHeaders":1}});';
  return parts.join(',');
}

/** Spreadsheet column letters: A..Z, AA, AB, ... */
function columnId(index: number): string {
  let id = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) id = String.fromCharCode(65 + ((n - 1) % 26)) + id;
  return id;
}

// ---------------------------------------------------------------------------------------------------
// CLI.

const USAGE = `Usage: node scripts/generate-sheet.ts [--ideas N] [--seed S] [--end-date YYYY-MM-DD] [--out FILE|-]

Writes a synthetic Google Sheets gviz response (same format as src/ideas/sample/sheet.gviz.txt).

  --ideas N            idea rows after the instructions row, ~1 in ${BLANK_ROW_EVERY} left blank (default 1000)
  --seed S             integer PRNG seed; same arguments give byte-identical output (default ${DEFAULT_SEED})
  --end-date DATE      newest idea date; ideas span the ${DATE_WINDOW_DAYS} days ending here (default ${DEFAULT_END_DATE})
  --out FILE           output file, parent folders created; '-' or omitted writes to stdout
  -h, --help           show this help

Example: node scripts/generate-sheet.ts --ideas 10000 --seed 42 --out bench/tmp/sheet-10000.gviz.txt`;

function parseCli(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      ideas: { type: 'string', default: '1000' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'end-date': { type: 'string', default: DEFAULT_END_DATE },
      out: { type: 'string', default: '-' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

function main(argv: string[]): number {
  let values: ReturnType<typeof parseCli>;
  try {
    values = parseCli(argv);
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const ideas = Number(values.ideas);
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.ideas) || !Number.isSafeInteger(ideas)) return usageError(`--ideas must be a non-negative integer, got "${values.ideas}"`);
  if (!/^-?\d+$/.test(values.seed) || !Number.isSafeInteger(seed)) return usageError(`--seed must be an integer, got "${values.seed}"`);

  const started = performance.now();
  let text: string;
  try {
    text = generateSheet({ ideas, seed, endDate: values['end-date'] });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const out = values.out;
  if (out === '-') {
    process.stdout.write(text);
    return 0;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  const ms = performance.now() - started;
  const mb = (Buffer.byteLength(text) / 1_048_576).toFixed(1);
  process.stderr.write(`Wrote ${out}: ${ideas} idea rows, ${mb} MB in ${ms.toFixed(0)} ms (seed ${seed}, end date ${values['end-date']})\n`);
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  return 2;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
